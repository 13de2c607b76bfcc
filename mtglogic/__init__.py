"""mtglogic: an exact, exhaustive rules checker for Magic: The Gathering.

Three engines share one object model: the layer engine (rule 613), the replacement and
prevention engine (rules 614-616) and the subgame engine (rule 715 in 2011, 728 today).
"""

__version__ = "0.1.0"
