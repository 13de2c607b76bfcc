"""What the commands print for other programs: the JSON Schemas of each command's
``--json`` output (``mtglogic.outputs.schemas``) and the SVG drawing of dependency graphs
(``mtglogic.outputs.svg``). Each module is imported on its own, so drawing a graph does not
load the schemas of every command."""
