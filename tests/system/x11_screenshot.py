"""Grab an X display's root window through libX11 (ctypes) and save it as a PNG with pygame.

Best effort: `grab()` says "unavailable" when libX11 or the display cannot be used.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from pathlib import Path

Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFFFFFFFFFF


class XImage(ctypes.Structure):
    """The leading fields of Xlib's XImage (all this module reads)."""

    _fields_ = [
        ("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
        ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
    ]


def _xlib() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    try:
        lib = ctypes.CDLL(name)
    except OSError:
        return None
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XDefaultRootWindow.restype = ctypes.c_ulong
    lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    lib.XDisplayWidth.argtypes = lib.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.XGetImage.restype = ctypes.POINTER(XImage)
    lib.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    lib.XFree.argtypes = [ctypes.c_void_p]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return lib


def _rgb_rows(img: XImage) -> bytes | None:
    """Tightly packed RGB bytes of a 32-bit little-endian (BGRX) image, else None."""
    if img.bits_per_pixel != 32 or img.byte_order != 0:
        return None
    raw = ctypes.string_at(img.data, img.bytes_per_line * img.height)
    out = bytearray(img.width * img.height * 3)
    row_out = img.width * 3
    for y in range(img.height):
        row = raw[y * img.bytes_per_line: y * img.bytes_per_line + img.width * 4]
        dst = out[y * row_out:(y + 1) * row_out]
        dst[0::3], dst[1::3], dst[2::3] = row[2::4], row[1::4], row[0::4]
        out[y * row_out:(y + 1) * row_out] = dst
    return bytes(out)


def grab(display: str, path: Path) -> str:
    """Save a PNG of `display`'s whole screen to `path`.

    Returns "saved", "blank" (saved, but every pixel has one colour: nothing drawn yet) or
    "unavailable" (no libX11, no display, or a pixel format this does not read).
    """
    lib = _xlib()
    if lib is None:
        return "unavailable"
    dpy = lib.XOpenDisplay(display.encode())
    if not dpy:
        return "unavailable"
    try:
        width, height = lib.XDisplayWidth(dpy, 0), lib.XDisplayHeight(dpy, 0)
        ptr = lib.XGetImage(dpy, lib.XDefaultRootWindow(dpy), 0, 0, width, height, ALL_PLANES, Z_PIXMAP)
        if not ptr:
            return "unavailable"
        img = ptr.contents
        try:
            rgb = _rgb_rows(img)
        finally:
            lib.XFree(ctypes.cast(img.data, ctypes.c_void_p))
            lib.XFree(ctypes.cast(ptr, ctypes.c_void_p))
    finally:
        lib.XCloseDisplay(dpy)
    if rgb is None:
        return "unavailable"
    import pygame

    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(pygame.image.frombytes(rgb, (width, height), "RGB"), str(path))
    return "blank" if rgb == rgb[:3] * (width * height) else "saved"
