"""Card Table: four card games at one desktop table."""

__version__ = "0.1.0"
