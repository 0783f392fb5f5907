"""The Aquatica board's geometry, in scene units (pixels at 100 % zoom): the opponents' boards
on top (solo: the Ichthyanders); at the left the ocean (the character row with its prices, the
top and bottom Location rows, the decks and discards) over the icon reference; at the right
the goal tracks and this turn's coins and power; the prompt bar; then the viewer's board (five
slots and the mantas) beside their hand."""

WIDTH, HEIGHT = 1500.0, 1000.0
GAP = 6.0
OPP_H = 120.0
MID_Y = OPP_H + GAP
CHAR_W, CHAR_H = 112.0, 150.0
LOC_W, LOC_H = 112.0, 140.0
PILE_W = 96.0
OCEAN_W = 6 * (CHAR_W + GAP) + PILE_W
TOP_ROW_Y = MID_Y + CHAR_H + GAP
BOTTOM_ROW_Y = TOP_ROW_Y + LOC_H + GAP
REF_Y = BOTTOM_ROW_Y + LOC_H + GAP
RIGHT_X = OCEAN_W + 2 * GAP
RIGHT_W = WIDTH - RIGHT_X
GOAL_H = 92.0
TURN_Y = MID_Y + 4 * (GOAL_H + GAP)
TURN_CARDS = 3  # characters played this turn shown full size beside its coins and power
PROMPT_Y = 720.0
PROMPT_H = 46.0
REF_H = PROMPT_Y - GAP - REF_Y
ME_Y = PROMPT_Y + PROMPT_H + GAP
SLOT_W, SLOT_H = 118.0, 150.0
BOARD_W = 5 * (SLOT_W + GAP)
MANTA = 56.0
MANTA_Y = ME_Y + SLOT_H + GAP
HAND_X = BOARD_W + GAP
HAND_W = WIDTH - HAND_X
HAND_CARD_H = 150.0
HAND_ROW = 7  # hand cards in a row
