"""The Everdell board's geometry, in scene units (pixels at 100 % zoom): the opponents' strip on
top, the shared board (locations, events) left of the Meadow, the prompt bar, then the viewer's
panel, city and hand."""

WIDTH, HEIGHT = 1500.0, 1000.0
GAP = 6.0
OPP_Y, OPP_H = 0.0, 172.0
MID_Y = OPP_H + 6
LOC_W = 862.0
BASIC_H = 92.0
ROW_B_Y = MID_Y + BASIC_H + GAP
ROW_B_H = 100.0
FOREST_W = 112.0  # a Forest card's space in the second row
EVENTS_Y = ROW_B_Y + ROW_B_H + GAP
EVENT_H = 90.0
MID_H = EVENTS_Y + 2 * EVENT_H + GAP - MID_Y
PROMPT_Y = MID_Y + MID_H + 6
PROMPT_H = 46.0
ME_Y = PROMPT_Y + PROMPT_H + 6
INFO_W = 252.0
CITY_X = INFO_W + 8
CITY_COLS = 5
# City spaces wide enough for a long name on one line at a readable size ("Universidad"); the
# hand keeps the rest: two rows of four cards, each the Meadow's size.
CELL_W, CELL_H = 138.0, 100.0
HAND_X = CITY_X + CITY_COLS * (CELL_W + 4) + 10
HAND_TOP = ME_Y + 30
MEADOW_X = LOC_W + 10
MEADOW_SCALE = 1.18
HAND_SCALE = 1.3  # at most: a short hand's cards in one row
CITY_SIZE = 15

WANDERER, HUSBAND, WIFE = "wanderer", "husband", "wife"
