"""The stack: putting triggered abilities on it and resolving them (405, 603.3, 608)."""
