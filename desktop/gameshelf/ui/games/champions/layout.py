"""The Champions board's geometry, in scene units (pixels at 100 % zoom): the opponents' panels
on top; the harbour town (locations, then the Troll and the two Draugr) at the left; at the
right the round track, the rune slots, the longships and the four distant shores (Monster,
Journey card, port); the prompt bar; then the viewer's panel (its workers at home and its runes
on it), dice and Destinies, down to the bottom edge."""

# As high as the other boards: in a maximized window on a 1366×768 screen (a view of about
# 1066×660) the height sets the scale, and READABLE comes to 11 px at 1000.
WIDTH, HEIGHT = 1500.0, 1000.0
GAP = 6.0
OPP_H = 122.0
MID_Y = OPP_H + GAP
TOWN_W = 850.0
TOWN_COLS = 5
TILE_W = (TOWN_W - (TOWN_COLS - 1) * GAP) / TOWN_COLS
TILE_H = 86.0
TOWN_ROWS = 4
ENEMY_Y = MID_Y + TOWN_ROWS * (TILE_H + GAP)
ENEMY_W = (TOWN_W - 2 * GAP) / 3
SEA_X = TOWN_W + GAP
SEA_W = WIDTH - SEA_X
TRACK_H = 34.0
RUNE_Y = MID_Y + TRACK_H + GAP
RUNE_H = 62.0
SHIP_Y = RUNE_Y + RUNE_H + GAP
SHIP_H = 74.0
SHORE_Y = SHIP_Y + SHIP_H + GAP
SHORE_W = (SEA_W - 3 * GAP) / 4
MONSTER_H = 172.0
JOURNEY_H = 56.0
PROMPT_Y = 684.0
ENEMY_H = PROMPT_Y - GAP - ENEMY_Y
PORT_H = PROMPT_Y - GAP - (SHORE_Y + MONSTER_H + JOURNEY_H + 2 * GAP)
PROMPT_H = 46.0
ME_Y = PROMPT_Y + PROMPT_H + GAP
ME_W = 454.0
ME_LINES_H = 132.0  # the panel's lines (name, resources, warriors, workers); then its pieces
ME_H = HEIGHT - ME_Y  # workers at home, then up to two rows of runes
ME_PAD = 8.0  # the pieces on the panel stand this far in from its edges
MY_RUNE_H = 36.0  # a rune's card in two rows (four runes or more): one line of name
MY_RUNE_TALL_H = 56.0  # in one row (up to three): two lines for a two-word name
DICE_X = ME_W + GAP
DICE_W = 470.0
DESTINY_X = DICE_X + DICE_W + GAP
DIE = 44.0
WORKER = 40.0
