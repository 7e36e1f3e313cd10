"""Age of Galaxy's content as data: schema (schema.py), strict reading (fields.py, loader.py), the design
checks of RULINGS G85-G97 (budgets.py, validate.py), card text (describe.py) and the reference (reference.py)."""
