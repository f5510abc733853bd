"""The FastAPI app (`app.py`), what every route shares, and one folder of routes per system."""
