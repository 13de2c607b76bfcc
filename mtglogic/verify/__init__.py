"""Rulings: a board, a question and the expected answer, checked against the engines."""
