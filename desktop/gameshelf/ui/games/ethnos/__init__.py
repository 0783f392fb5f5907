"""The Ethnos board: scene, items, interaction, animation, side panel and score sheets.

Its render, board_items, card_items, panel and score_sheets modules are what every board draws
with, and game_view.py imports them: so this package imports nothing itself (the view is
`ethnos.view.EthnosView`), or importing one of them would import the Ethnos view, which imports
game_view, half-initialised."""
