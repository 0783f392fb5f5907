<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gameshelf</source>
        <translation>Acerca de Gameshelf</translation>
    </message>
    <message>
        <source>{designer}, {publisher} ({year})</source>
        <translation>{designer}, {publisher} ({year})</translation>
    </message>
    <message>
        <source>Five euro board games to play against honest local AI opponents, which see only what a player at the table would see, or pass-and-play on one computer.</source>
        <translation>Cinco juegos de mesa de estilo europeo para jugar contra rivales de IA locales y honrados, que solo ven lo que vería un jugador sentado a la mesa, o por turnos en un mismo ordenador.</translation>
    </message>
    <message>
        <source>The rules texts, card texts and translations in Gameshelf are written in our own words. The games, their names and their artwork belong to their designers and publishers; Gameshelf is not affiliated with them. If you enjoy a game, buy the box.</source>
        <translation>Los textos de las reglas y de las cartas, y las traducciones de Gameshelf, están escritos con nuestras propias palabras. Los juegos, sus nombres y sus ilustraciones pertenecen a sus autores y editoriales; Gameshelf no tiene relación con ellos. Si te gusta un juego, cómprate la caja.</translation>
    </message>
    <message>
        <source>Gameshelf is free software under the MIT licence.</source>
        <translation>Gameshelf es software libre con licencia MIT.</translation>
    </message>
</context>
<context>
    <name>AiClient</name>
    <message>
        <source>the AI&apos;s process stopped and could not be started again</source>
        <translation>el proceso de la IA se ha detenido y no se ha podido reiniciar</translation>
    </message>
</context>
<context>
    <name>AquaticaInteraction</name>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Drag the card onto the ocean to play it.</source>
        <translation>Arrastra la carta al océano para jugarla.</translation>
    </message>
    <message>
        <source>Drop the Location into a free slot of your board.</source>
        <translation>Suelta la Localización en un espacio libre de tu tablero.</translation>
    </message>
    <message>
        <source>Drop the character on the ocean (the character row and the Locations) to play it.</source>
        <translation>Suelta el personaje en el océano (el mercado de personajes y las Localizaciones) para jugarlo.</translation>
    </message>
</context>
<context>
    <name>AquaticaView</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Slot {number}</source>
        <translation>Espacio {number}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>quedan {count}</translation>
    </message>
    <message>
        <source>Fully raised</source>
        <translation>Elevada</translation>
    </message>
    <message>
        <source>Hand {hand} · Discard {discard} · Scored {scored}</source>
        <translation>Mano {hand} · Descarte {discard} · Puntuadas {scored}</translation>
    </message>
    <message>
        <source>Mantas: {ready} ready, {tired} tired</source>
        <translation>Mantas: {ready} listas, {tired} cansadas</translation>
    </message>
    <message>
        <source>King: {name}</source>
        <translation>Rey: {name}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Este turno</translation>
    </message>
    <message>
        <source>Coins {count}</source>
        <translation>Monedas {count}</translation>
    </message>
    <message>
        <source>Power {count}</source>
        <translation>Fuerza {count}</translation>
    </message>
    <message>
        <source>{type}: power {count}</source>
        <translation>{type}: fuerza {count}</translation>
    </message>
    <message>
        <source>Coins and power left are lost at the end of the turn</source>
        <translation>Las monedas y la fuerza que sobren se pierden al final del turno</translation>
    </message>
    <message>
        <source>Turns left: {count}</source>
        <translation>Turnos restantes: {count}</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Localizaciones</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Descartadas</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>Top row: conquer for 1 power less</source>
        <translation>Fila superior: conquistar cuesta 1 de fuerza menos</translation>
    </message>
    <message>
        <source>The Ichthyanders</source>
        <translation>Los Ictiandros</translation>
    </message>
    <message>
        <source>Mantas still to place: {count}</source>
        <translation>Mantas por colocar: {count}</translation>
    </message>
    <message>
        <source>Ranks: {ranks}</source>
        <translation>Rangos: {ranks}</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation> (pensando…)</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>Oculto hasta que {name} se siente</translation>
    </message>
    <message>
        <source>End turn (coins and power left are lost)</source>
        <translation>Terminar turno (se pierden las monedas y la fuerza sobrantes)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Move the chosen up</source>
        <translation>Subir las elegidas</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Elige una.</translation>
    </message>
    <message>
        <source>Click a lit slot of your board for the Location.</source>
        <translation>Pulsa un espacio iluminado de tu tablero para la Localización.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Mantas in reserve</source>
        <translation>Mantas en reserva</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Ties: the most mantas in reserve, then the lowest King.</source>
        <translation>Empates: más mantas en reserva, luego el Rey más bajo.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuación hasta ahora</translation>
    </message>
    <message>
        <source>Rank: {rank}</source>
        <translation>Rango: {rank}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Buy {coins} · Conquer {power} · Prosperity {points}</source>
        <translation>Comprar {coins} · Conquistar {power} · Prosperidad {points}</translation>
    </message>
    <message>
        <source>Depths: {depths}</source>
        <translation>Profundidades: {depths}</translation>
    </message>
    <message>
        <source>Fully raised: a wild manta ({face})</source>
        <translation>Elevada del todo: una manta salvaje ({face})</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jugar {card}</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>Recuperar {card}</translation>
    </message>
    <message>
        <source>Replay {card}</source>
        <translation>Volver a jugar {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Recruit {card}</source>
        <translation>Reclutar {card}</translation>
    </message>
    <message>
        <source>Buy {location} into slot {slot}</source>
        <translation>Comprar {location} al espacio {slot}</translation>
    </message>
    <message>
        <source>Conquer {location} into slot {slot}</source>
        <translation>Conquistar {location} al espacio {slot}</translation>
    </message>
    <message>
        <source>Exploit {location}</source>
        <translation>Aprovechar {location}</translation>
    </message>
    <message>
        <source>Raise {location}</source>
        <translation>Elevar {location}</translation>
    </message>
    <message>
        <source>Score {location}</source>
        <translation>Puntuar {location}</translation>
    </message>
    <message>
        <source>Fully raise {location}</source>
        <translation>Elevar del todo {location}</translation>
    </message>
    <message>
        <source>Flip the {kind} manta {face}</source>
        <translation>Voltear la manta {kind} {face}</translation>
    </message>
    <message>
        <source>Tire the {kind} manta {face}</source>
        <translation>Cansar la manta {kind} {face}</translation>
    </message>
    <message>
        <source>Claim {goal} with the ready manta {face}</source>
        <translation>Reclamar {goal} con la manta lista {face}</translation>
    </message>
    <message>
        <source>Claim {goal} with the tired manta {face}</source>
        <translation>Reclamar {goal} con la manta cansada {face}</translation>
    </message>
    <message>
        <source>An Ichthyander on {goal}</source>
        <translation>Un Ictiandro en {goal}</translation>
    </message>
    <message>
        <source>Move up {locations}</source>
        <translation>Subir {locations}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} está decidiendo…</translation>
    </message>
    <message>
        <source>Choose your King.</source>
        <translation>Elige tu Rey.</translation>
    </message>
    <message>
        <source>Recruit: click a character of the row (its price in coins is under it), or Pass.</source>
        <translation>Reclutar: pulsa un personaje del mercado (su precio en monedas está debajo) o Pasar.</translation>
    </message>
    <message>
        <source>Buy: drag a Location into a free slot of your board; click your depths and mantas for coins.</source>
        <translation>Comprar: arrastra una Localización a un espacio libre de tu tablero; pulsa tus profundidades y mantas para obtener monedas.</translation>
    </message>
    <message>
        <source>Conquer: drag a Location into a free slot (the top row costs 1 power less); click depths and mantas for power.</source>
        <translation>Conquistar: arrastra una Localización a un espacio libre (la fila superior cuesta 1 de fuerza menos); pulsa profundidades y mantas para obtener fuerza.</translation>
    </message>
    <message>
        <source>Raise: click the Location to raise by one depth.</source>
        <translation>Elevar: pulsa la Localización que sube una profundidad.</translation>
    </message>
    <message>
        <source>Click the Location to raise fully.</source>
        <translation>Pulsa la Localización que quieres elevar del todo.</translation>
    </message>
    <message>
        <source>Score: click a fully raised Location to put it in your scoring pile.</source>
        <translation>Puntuar: pulsa una Localización elevada del todo para ponerla en tu pila de puntuación.</translation>
    </message>
    <message>
        <source>Scout the Location rows, or pass.</source>
        <translation>Explora las filas de Localizaciones, o pasa.</translation>
    </message>
    <message>
        <source>Scout: click the bottom-row Locations to move up, then the button.</source>
        <translation>Explorar: pulsa las Localizaciones de la fila inferior que suben y luego el botón.</translation>
    </message>
    <message>
        <source>Take back a card from your discard pile.</source>
        <translation>Recupera una carta de tu pila de descarte.</translation>
    </message>
    <message>
        <source>Replay a card from your discard pile.</source>
        <translation>Vuelve a jugar una carta de tu pila de descarte.</translation>
    </message>
    <message>
        <source>Click a goal to place an Ichthyander manta on it.</source>
        <translation>Pulsa un objetivo para poner en él una manta de los Ictiandros.</translation>
    </message>
    <message>
        <source>Click one of your ready mantas to tire it.</source>
        <translation>Pulsa una de tus mantas listas para cansarla.</translation>
    </message>
    <message>
        <source>Click a card of your hand to discard it.</source>
        <translation>Pulsa una carta de tu mano para descartarla.</translation>
    </message>
    <message>
        <source>Drag a character from your hand onto the ocean to play it; click lit depths and mantas first if you like.</source>
        <translation>Arrastra un personaje de tu mano al océano para jugarlo; antes puedes pulsar profundidades y mantas iluminadas.</translation>
    </message>
    <message>
        <source>Click lit depths, mantas or goals, then End turn.</source>
        <translation>Pulsa profundidades, mantas u objetivos iluminados y luego Terminar turno.</translation>
    </message>
    <message>
        <source>That move is not possible now ({reason}).</source>
        <translation>Ese movimiento no es posible ahora ({reason}).</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>End your turn?</source>
        <translation>¿Terminar tu turno?</translation>
    </message>
    <message>
        <source>This move ends your turn. Play it?</source>
        <translation>Esta jugada termina tu turno. ¿La juegas?</translation>
    </message>
    <message>
        <source>Your move was not played.</source>
        <translation>Tu jugada no se ha hecho.</translation>
    </message>
    <message>
        <source>That move is not legal now.</source>
        <translation>Esa jugada no es legal ahora.</translation>
    </message>
</context>
<context>
    <name>ChampionsInteraction</name>
    <message>
        <source>Drop the worker on a lit location, or on a port to sail there.</source>
        <translation>Suelta el trabajador en una ubicación iluminada, o en un puerto para zarpar hacia allí.</translation>
    </message>
    <message>
        <source>Drop the die on a fight you reserved or on your ship.</source>
        <translation>Suelta el dado en un combate que reservaste o en tu barco.</translation>
    </message>
    <message>
        <source>The die is already on that fight: drag it to your pool to take it back.</source>
        <translation>El dado ya está en ese combate: arrástralo a tu reserva para recuperarlo.</translation>
    </message>
    <message>
        <source>Drop the worker on the port where the ship should sail.</source>
        <translation>Suelta el trabajador en el puerto al que debe zarpar el barco.</translation>
    </message>
    <message>
        <source>Choose with the buttons of the prompt bar.</source>
        <translation>Elige con los botones de la barra de indicaciones.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
</context>
<context>
    <name>ChampionsView</name>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Workers {free}/{total}</source>
        <translation>Trabajadores {free}/{total}</translation>
    </message>
    <message>
        <source>Destinies: {count}</source>
        <translation>Destinos: {count}</translation>
    </message>
    <message>
        <source>Runes: {count}</source>
        <translation>Runas: {count}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation> (pensando…)</translation>
    </message>
    <message>
        <source>Your warriors</source>
        <translation>Tus guerreros</translation>
    </message>
    <message>
        <source>Your Destiny cards</source>
        <translation>Tus cartas de Destino</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>Oculto hasta que {name} ocupe el asiento</translation>
    </message>
    <message>
        <source>You looked</source>
        <translation>La miraste</translation>
    </message>
    <message>
        <source>Rune deck: {count}</source>
        <translation>Mazo de runas: {count}</translation>
    </message>
    <message>
        <source>{load}/{capacity} aboard</source>
        <translation>{load}/{capacity} a bordo</translation>
    </message>
    <message>
        <source>1 Food per {count} warriors</source>
        <translation>1 comida por {count} guerreros</translation>
    </message>
    <message>
        <source>1 Food per warrior</source>
        <translation>1 comida por guerrero</translation>
    </message>
    <message numerus="yes">
        <source>%n dice · win {percent}</source>
        <translation>
            <numerusform>%n dado · gana {percent}</numerusform>
            <numerusform>%n dados · gana {percent}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hits {hits} · shields {shields} · damage {damage}/{defense}</source>
        <translation>Impactos {hits} · escudos {shields} · daño {damage}/{defense}</translation>
    </message>
    <message>
        <source>Hits {hits}</source>
        <translation>Impactos {hits}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reroll the chosen dice (1 Favor)</source>
        <translation>Repetir los dados elegidos (1 Favor)</translation>
    </message>
    <message>
        <source>Choose the port where the {ship} sails.</source>
        <translation>Elige el puerto al que zarpa {ship}.</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>Elige una opción.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Enemigos</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuación hasta ahora</translation>
    </message>
    <message>
        <source>Ties: the most enemy cards won.</source>
        <translation>Empates: gana quien tenga más cartas de enemigo.</translation>
    </message>
    <message>
        <source>{shore} {number}</source>
        <translation>{shore} {number}</translation>
    </message>
    <message>
        <source>{attack} {a} · {defense} {d}</source>
        <translation>{attack} {a} · {defense} {d}</translation>
    </message>
    <message>
        <source>Place a worker on {location}</source>
        <translation>Colocar un trabajador en {location}</translation>
    </message>
    <message>
        <source>{ship} to {shore}</source>
        <translation>{ship} a {shore}</translation>
    </message>
    <message>
        <source>Look at the Journey card of {shore}</source>
        <translation>Mirar la carta de Travesía de {shore}</translation>
    </message>
    <message>
        <source>Keep {destiny}</source>
        <translation>Quedarse {destiny}</translation>
    </message>
    <message>
        <source>{ship} ({cost})</source>
        <translation>{ship} ({cost})</translation>
    </message>
    <message>
        <source>{give} → {get}</source>
        <translation>{give} → {get}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Rune slot {number}</source>
        <translation>Espacio de runa {number}</translation>
    </message>
    <message>
        <source>Top of the rune deck</source>
        <translation>La primera del mazo de runas</translation>
    </message>
    <message>
        <source>{favor} for {coins}</source>
        <translation>{favor} por {coins}</translation>
    </message>
    <message>
        <source>Use {rune}</source>
        <translation>Usar {rune}</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>{kind} to {target}</source>
        <translation>{kind} a {target}</translation>
    </message>
    <message>
        <source>{kind} back from {target}</source>
        <translation>{kind} de vuelta de {target}</translation>
    </message>
    <message>
        <source>Load 1 Food on {shore}</source>
        <translation>Cargar 1 de comida hacia {shore}</translation>
    </message>
    <message>
        <source>Unload 1 Food from {shore}</source>
        <translation>Descargar 1 de comida de {shore}</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>Quedarse la tirada</translation>
    </message>
    <message>
        <source>Lose a {kind}</source>
        <translation>Perder un {kind}</translation>
    </message>
    <message>
        <source>Give 1 Blame to {name}</source>
        <translation>Dar 1 Culpa a {name}</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>{name} assigns warriors in secret…</source>
        <translation>{name} asigna guerreros en secreto…</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} está decidiendo…</translation>
    </message>
    <message>
        <source>{hits} hits, {shields} shields. Click dice to reroll them (1 Favor for all), or keep the roll.</source>
        <translation>{hits} impactos, {shields} escudos. Haz clic en dados para repetirlos (1 Favor por todos) o quédate la tirada.</translation>
    </message>
    <message>
        <source>× {count}</source>
        <translation>× {count}</translation>
    </message>
    <message>
        <source>Reroll dice: {count} (1 Favor)</source>
        <translation>Repetir dados: {count} (1 Favor)</translation>
    </message>
    <message>
        <source>Losses to take: {count}. Click a die to lose it.</source>
        <translation>Bajas por asumir: {count}. Haz clic en un dado para perderlo.</translation>
    </message>
    <message>
        <source>Use the Healing rune to save a warrior?</source>
        <translation>¿Usar la runa de Curación para salvar a un guerrero?</translation>
    </message>
    <message>
        <source>Victory! Use the Glory rune?</source>
        <translation>¡Victoria! ¿Usar la runa de Gloria?</translation>
    </message>
    <message>
        <source>Choose your Viking Leader.</source>
        <translation>Elige tu Líder vikingo.</translation>
    </message>
    <message>
        <source>Assign your warriors in secret: drag dice onto your fights and ships, Food with + and −, then Commit.</source>
        <translation>Asigna tus guerreros en secreto: arrastra dados a tus combates y barcos, la comida con + y −, y luego Confirmar.</translation>
    </message>
    <message>
        <source>Sage&apos;s House: click the face-down Journey card you want to look at.</source>
        <translation>Casa del Sabio: haz clic en la carta de Travesía boca abajo que quieres mirar.</translation>
    </message>
    <message>
        <source>Use the True Vision rune to draw 2 more Destiny cards?</source>
        <translation>¿Usar la runa de Visión Verdadera para robar 2 cartas de Destino más?</translation>
    </message>
    <message>
        <source>Keep one Destiny card; the others go back.</source>
        <translation>Quédate una carta de Destino; las demás vuelven al mazo.</translation>
    </message>
    <message>
        <source>Shipwright: choose the longship to buy.</source>
        <translation>Astillero: elige el drakkar que compras.</translation>
    </message>
    <message>
        <source>Market: swap goods one for one, as often as you like, then Done.</source>
        <translation>Mercado: cambia bienes uno por uno tantas veces como quieras y luego Hecho.</translation>
    </message>
    <message>
        <source>Runesmith: click a rune to take it, or take the top of the deck.</source>
        <translation>Herrero de runas: haz clic en una runa para tomarla, o toma la primera del mazo.</translation>
    </message>
    <message>
        <source>Stave Church: how much Favor do you buy?</source>
        <translation>Iglesia de madera: ¿cuánto Favor compras?</translation>
    </message>
    <message>
        <source>How many times do you pay for it?</source>
        <translation>¿Cuántas veces lo pagas?</translation>
    </message>
    <message>
        <source>Use the Journey rune to ignore this Journey card?</source>
        <translation>¿Usar la runa de Travesía para ignorar esta carta de Travesía?</translation>
    </message>
    <message>
        <source>A Journey card strikes your ship: choose what you lose.</source>
        <translation>Una carta de Travesía golpea tu barco: elige qué pierdes.</translation>
    </message>
    <message>
        <source>Not enough Food aboard: choose the warrior who starves.</source>
        <translation>No hay comida suficiente a bordo: elige el guerrero que pasa hambre.</translation>
    </message>
    <message>
        <source>You beat the Troll: give 1 Blame to another player.</source>
        <translation>Has vencido al Trol: da 1 Culpa a otro jugador.</translation>
    </message>
    <message>
        <source>Place a worker: drag it onto a location, or onto a port to sail there.</source>
        <translation>Coloca un trabajador: arrástralo a una ubicación, o a un puerto para zarpar hacia allí.</translation>
    </message>
    <message>
        <source>That move is not legal now.</source>
        <translation>Esa jugada no es legal ahora.</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Cyan</source>
        <translation>Cian</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrón</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Japanese text may show as empty boxes: no font with Japanese characters was found.</source>
        <translation>Puede que el texto en japonés aparezca como cuadros vacíos: no se ha encontrado ninguna fuente con caracteres japoneses.</translation>
    </message>
    <message>
        <source>Install a Japanese font, such as Noto Sans CJK JP (on Debian or Ubuntu: sudo apt install fonts-noto-cjk; on Fedora: sudo dnf install google-noto-sans-cjk-fonts), then restart Gameshelf.</source>
        <translation>Instala una fuente japonesa, como Noto Sans CJK JP (en Debian o Ubuntu: sudo apt install fonts-noto-cjk; en Fedora: sudo dnf install google-noto-sans-cjk-fonts), y vuelve a abrir Gameshelf.</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Ajustes restablecidos</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used.</source>
        <translation>No se ha podido leer tu archivo de ajustes, así que se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <source>The problem: {problem}
Your file was kept as {backup}.</source>
        <translation>El problema: {problem}
Tu archivo se ha conservado como {backup}.</translation>
    </message>
    <message>
        <source>The problem: {problem}</source>
        <translation>El problema: {problem}</translation>
    </message>
    <message>
        <source>Your current game is unchanged.</source>
        <translation>Tu partida actual sigue igual.</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>No se puede cargar la partida</translation>
    </message>
    <message>
        <source>The file {name} cannot be loaded: it is damaged or was not written by Gameshelf.</source>
        <translation>No se puede cargar el archivo {name}: está dañado o no lo ha creado Gameshelf.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>No se puede continuar la última partida</translation>
    </message>
    <message>
        <source>The last game, saved automatically, cannot be loaded: the file is damaged.</source>
        <translation>No se puede cargar la última partida, guardada automáticamente: el archivo está dañado.</translation>
    </message>
    <message>
        <source>The problem: {problem}
The file was kept as {backup}.</source>
        <translation>El problema: {problem}
El archivo se ha conservado como {backup}.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>The game could not be written to {path}.</source>
        <translation>No se ha podido escribir la partida en {path}.</translation>
    </message>
    <message>
        <source>Gameshelf saved games (*.toml)</source>
        <translation>Partidas guardadas de Gameshelf (*.toml)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Cargar partida</translation>
    </message>
</context>
<context>
    <name>EthnosInteraction</name>
    <message>
        <source>Drop the card on your hand to recruit it.</source>
        <translation>Suelta la carta en tu mano para reclutarla.</translation>
    </message>
    <message>
        <source>Drop the band on a kingdom to play it.</source>
        <translation>Suelta la banda en un Reino para jugarla.</translation>
    </message>
</context>
<context>
    <name>EthnosView</name>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} está decidiendo…</translation>
    </message>
    <message>
        <source>Click a lit kingdom to play the band there.</source>
        <translation>Haz clic en un Reino iluminado para jugar allí la banda.</translation>
    </message>
    <message>
        <source>({count} of {limit} kept)</source>
        <translation>({count} de {limit} guardadas)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Cartas boca arriba</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Dragons {count}/{total}</source>
        <translation>Dragones {count}/{total}</translation>
    </message>
    <message>
        <source>Dragons</source>
        <translation>Dragones</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>Gloria</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Bandas</translation>
    </message>
    <message>
        <source>{glory} glory</source>
        <translation>{glory} de Gloria</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <translation>Aún no la tiene nadie</translation>
    </message>
    <message>
        <source>{name}: band of {size}</source>
        <translation>{name}: banda de {size}</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation> (pensando…)</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>Oculta hasta que {name} ocupe su sitio</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>This Age</source>
        <translation>Esta Edad</translation>
    </message>
    <message>
        <source>Markers on the board</source>
        <translation>Marcadores en el tablero</translation>
    </message>
    <message>
        <source>Last Age&apos;s bands</source>
        <translation>Bandas de la última Edad</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Scoring of {age}</source>
        <translation>Puntuación de la {age}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Control markers, Merfolk positions and unspent Horde markers stay for the next Age.</source>
        <translation>Los marcadores de control, las posiciones en el Tablero de Tritones y los marcadores de Orco sin canjear se quedan para la siguiente Edad.</translation>
    </message>
    <message>
        <source>Ties: most control markers on the board, then the largest band of the last Age, then the next largest.</source>
        <translation>Empates: más marcadores de control en el tablero; después, la banda más grande de la última Edad; después, la siguiente más grande.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>No Age has been scored yet.</source>
        <translation>Todavía no se ha puntuado ninguna Edad.</translation>
    </message>
</context>
<context>
    <name>EverdellInteraction</name>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>Drop the worker on a lit location, event or card.</source>
        <translation>Suelta el trabajador en un lugar, evento o carta iluminados.</translation>
    </message>
    <message>
        <source>Finish the decision on the board first.</source>
        <translation>Primero termina la decisión del tablero.</translation>
    </message>
    <message>
        <source>Drop the card on your city to play it.</source>
        <translation>Suelta la carta en tu ciudad para jugarla.</translation>
    </message>
</context>
<context>
    <name>EverdellView</name>
    <message>
        <source>Meadow</source>
        <translation>Prado</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>Your city</source>
        <translation>Tu ciudad</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Revealed cards: click one</source>
        <translation>Cartas reveladas: haz clic en una</translation>
    </message>
    <message>
        <source>Workers: {free} free of {total}</source>
        <translation>Trabajadores: {free} libres de {total}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ha pasado</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation> (pensando…)</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>Oculta hasta que {name} ocupe su sitio</translation>
    </message>
    <message>
        <source>No space</source>
        <translation>Sin espacio</translation>
    </message>
    <message>
        <source>Score: {points}</source>
        <translation>Puntuación: {points}</translation>
    </message>
    <message>
        <source>{points} for unachieved special events</source>
        <translation>{points} por eventos especiales sin lograr</translation>
    </message>
    <message>
        <source>{points} of his points come from the special events nobody has achieved yet: he scores them at the end unless a player achieves them first.</source>
        <translation>{points} de sus puntos vienen de los eventos especiales que nadie ha logrado todavía: los suma al final, salvo que un jugador los logre antes.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Pay {resources}</source>
        <translation>Paga {resources}</translation>
    </message>
    <message>
        <source>Judge: pay 1 {take} instead of 1 {give}</source>
        <translation>Juez: paga 1 {take} en vez de 1 {give}</translation>
    </message>
    <message>
        <source>Free: occupy the {card}</source>
        <translation>Gratis: ocupa {card}</translation>
    </message>
    <message>
        <source>Discard the Crane, pay {resources}</source>
        <translation>Descarta la Grúa y paga {resources}</translation>
    </message>
    <message>
        <source>Discard the Innkeeper: 3 berries less</source>
        <translation>Descarta al Posadero: 3 bayas menos</translation>
    </message>
    <message>
        <source>Imprison the {card}, pay {resources}</source>
        <translation>Encarcela {card} y paga {resources}</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratis</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} está decidiendo…</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Elige.</translation>
    </message>
    <message>
        <source>({count} left)</source>
        <translation>(quedan {count})</translation>
    </message>
    <message>
        <source>(up to {count})</source>
        <translation>(hasta {count})</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <source>Resources left</source>
        <translation>Recursos sobrantes</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuación hasta ahora</translation>
    </message>
    <message>
        <source>Ties: most events achieved, then most resources left.</source>
        <translation>Empates: más eventos conseguidos y, después, más recursos sobrantes.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>by {designer}
{publisher}, {year}</source>
        <translation>de {designer}
{publisher}, {year}</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>De {low} a {high} jugadores</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>A move since your last one showed a hidden card or rolled dice: taking it back would deal the same cards and roll the same dice again. Casual undo in Settings allows it.</source>
        <translation>Desde tu última jugada se ha descubierto una carta oculta o se han tirado dados: al deshacerla volverían a salir las mismas cartas y los mismos dados. La opción «Deshacer sin límites» de Ajustes lo permite.</translation>
    </message>
    <message>
        <source>Take back your last move.</source>
        <translation>Deshace tu última jugada.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Hint: {move} – the only move worth a search</source>
        <translation>Pista: {move} – la única jugada que valía la pena estudiar</translation>
    </message>
    <message>
        <source>{move} – {share}</source>
        <translation>{move} – {share}</translation>
    </message>
    <message>
        <source>Hint: {move} – {share}; no other move came close</source>
        <translation>Pista: {move} – {share}; ninguna otra jugada se le acercó</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the other moves</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Hint: {move} – {share} · also: {others}</source>
        <translation>Pista: {move} – {share} · también: {others}</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>The same players again, with a new deal</source>
        <translation>Los mismos jugadores otra vez, con un nuevo reparto</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>No hint this time: {message}</source>
        <translation>Esta vez no hay pista: {message}</translation>
    </message>
    <message>
        <source>The AI could not move: {message}</source>
        <translation>La IA no ha podido mover: {message}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Everdell</source>
        <translation>Everdell</translation>
    </message>
    <message>
        <source>Ethnos</source>
        <translation>Ethnos</translation>
    </message>
    <message>
        <source>Champions of Midgard</source>
        <translation>Campeones de Midgard</translation>
    </message>
    <message>
        <source>Reavers of Midgard</source>
        <translation>Saqueadores de Midgard</translation>
    </message>
    <message>
        <source>Aquatica</source>
        <translation>Aquatica</translation>
    </message>
    <message>
        <source>Build a city of critters and constructions in a forest valley, season after season.</source>
        <translation>Construye una ciudad de criaturas y estructuras en un valle del bosque, estación tras estación.</translation>
    </message>
    <message>
        <source>Recruit allies from twelve fantasy tribes and play them in bands to control the six kingdoms over three Ages.</source>
        <translation>Recluta aliados de doce tribus fantásticas y juégalos en bandas para controlar los seis reinos a lo largo de tres Edades.</translation>
    </message>
    <message>
        <source>Hire Viking warriors, defend the harbour town from trolls and draugr, and hunt monsters to become the next Jarl.</source>
        <translation>Contrata guerreros vikingos, defiende la ciudad portuaria de trolls y draugr, y caza monstruos para convertirte en el próximo Jarl.</translation>
    </message>
    <message>
        <source>Gather a crew of reavers, raid villages and keeps, and fight at sea for glory.</source>
        <translation>Reúne una tripulación de saqueadores, asalta aldeas y fortalezas, y lucha en el mar por la gloria.</translation>
    </message>
    <message>
        <source>Rule an underwater kingdom: recruit characters, take locations and ride your mantas to prosperity.</source>
        <translation>Gobierna un reino submarino: recluta personajes, hazte con localizaciones y cabalga tus mantas hacia la prosperidad.</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Pasa a {name}</translation>
    </message>
    <message>
        <source>The board is hidden so that nobody else sees {name}&apos;s cards.
{name}: click anywhere or press a key when you are ready.</source>
        <translation>El tablero está oculto para que nadie más vea las cartas de {name}.
{name}: haz clic en cualquier sitio o pulsa una tecla cuando estés listo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game over. Final score: {points}</source>
        <translation>Partida terminada. Puntuación final: {points}</translation>
    </message>
    <message>
        <source>Game over. Winner: {winners}</source>
        <translation>Partida terminada. Victoria: {winners}</translation>
    </message>
    <message>
        <source>{name} (AI) could not move.</source>
        <translation>{name} (IA) no ha podido mover.</translation>
    </message>
    <message>
        <source>{name} (AI) is thinking…</source>
        <translation>{name} (IA) está pensando…</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pasa el ordenador a {name}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Leave the current game?</source>
        <translation>¿Dejar la partida actual?</translation>
    </message>
    <message>
        <source>Start another game and leave the current one?</source>
        <translation>¿Empezar otra partida y dejar la actual?</translation>
    </message>
    <message>
        <source>Only the latest game can be continued. Save the current game to a file first if you want to finish it later.</source>
        <translation>Solo se puede continuar la partida más reciente. Si quieres terminar la actual más tarde, guárdala antes en un archivo.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{game} with {players}</source>
        <translation>{game} con {players}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Turno</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>&amp;Cargar partida…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>&amp;Back to start</source>
        <translation>&amp;Volver al inicio</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ask the AI &amp;again</source>
        <translation>Volver a preguntar a la &amp;IA</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>The same players again, with a new deal</source>
        <translation>Los mismos jugadores otra vez, con un nuevo reparto</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>Consultar las &amp;reglas</translation>
    </message>
    <message>
        <source>&amp;About Gameshelf</source>
        <translation>&amp;Acerca de Gameshelf</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>AI Easy</source>
        <translation>IA fácil</translation>
    </message>
    <message>
        <source>AI Normal</source>
        <translation>IA normal</translation>
    </message>
    <message>
        <source>AI Hard</source>
        <translation>IA difícil</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Ada</source>
        <translation>Ada</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>Diego</source>
        <translation>Diego</translation>
    </message>
    <message>
        <source>Elena</source>
        <translation>Elena</translation>
    </message>
    <message>
        <source>Felix</source>
        <translation>Félix</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Puesto {number}</translation>
    </message>
    <message>
        <source>Tick exactly {needed} tribes for {players} players (ticked now: {ticked}). Ethnos uses 6 tribes, or 5 with 2 or 3 players.</source>
        <translation>Marca exactamente {needed} tribus para {players} jugadores (marcadas ahora: {ticked}). Ethnos se juega con 6 tribus, o con 5 si sois 2 o 3 jugadores.</translation>
    </message>
    <message>
        <source>Two players have the same name: give each player a different name.</source>
        <translation>Dos jugadores tienen el mismo nombre: dale a cada uno un nombre distinto.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>Opciones de juego</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game. Leave it empty for a new shuffle.</source>
        <translation>La misma semilla y las mismas jugadas dan siempre la misma partida. Déjala vacía para barajar de nuevo.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>{size} bytes is larger than the limit of {limit} bytes</source>
        <translation>ocupa {size} bytes, más que el límite de {limit} bytes</translation>
    </message>
    <message>
        <source>cannot read it ({reason})</source>
        <translation>no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <source>nested {depth} levels deep (the limit is {limit})</source>
        <translation>tiene {depth} niveles anidados (el límite es {limit})</translation>
    </message>
    <message>
        <source>not valid TOML: a value is too large to read</source>
        <translation>no es TOML válido: un valor es demasiado grande para leerlo</translation>
    </message>
    <message>
        <source>not valid TOML</source>
        <translation>no es TOML válido</translation>
    </message>
    <message>
        <source>not valid TOML at line {line}, column {column}</source>
        <translation>no es TOML válido en la línea {line}, columna {column}</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: nested deeper than {limit} levels</source>
        <translation>clave &apos;{path}&apos;: anidada a más de {limit} niveles</translation>
    </message>
    <message>
        <source>the file has {count} keys (the limit is {limit})</source>
        <translation>el archivo tiene {count} claves (el límite es {limit})</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} keys (the limit is {limit})</source>
        <translation>clave &apos;{path}&apos;: {count} claves (el límite es {limit})</translation>
    </message>
    <message>
        <source>a key in &apos;{path}&apos; is longer than {limit} characters</source>
        <translation>una clave de &apos;{path}&apos; tiene más de {limit} caracteres</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} entries (the limit is {limit})</source>
        <translation>clave &apos;{path}&apos;: {count} elementos (el límite es {limit})</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} characters (the limit is {limit})</source>
        <translation>clave &apos;{path}&apos;: {count} caracteres (el límite es {limit})</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is out of range</source>
        <translation>clave &apos;{path}&apos;: el valor {value} está fuera de rango</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is not a number a game can use</source>
        <translation>clave &apos;{path}&apos;: {value} no es un número que el juego pueda usar</translation>
    </message>
    <message>
        <source>unknown key &apos;{path}&apos;</source>
        <translation>clave desconocida &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: not a value Gameshelf can use</source>
        <translation>clave &apos;{path}&apos;: la aplicación no admite ese valor</translation>
    </message>
    <message>
        <source>not a valid save file: {problem}</source>
        <translation>no es un archivo de partida válido: {problem}</translation>
    </message>
    <message>
        <source>cannot read {file}: {problem}</source>
        <translation>no se puede leer {file}: {problem}</translation>
    </message>
    <message>
        <source>cannot load the save</source>
        <translation>no se puede cargar la partida</translation>
    </message>
    <message>
        <source>key &apos;format&apos;: version {version} is not supported (expected 1)</source>
        <translation>clave &apos;format&apos;: la versión {version} no es compatible (se espera la 1)</translation>
    </message>
    <message>
        <source>key &apos;game&apos;: unknown game {game}</source>
        <translation>clave &apos;game&apos;: juego desconocido {game}</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;: {count} seats, {game} is for at most {limit}</source>
        <translation>clave &apos;seats&apos;: {count} puestos, y &apos;{game}&apos; admite como mucho {limit}</translation>
    </message>
    <message>
        <source>key &apos;actions&apos;: {count} actions, more than a game of {game} can have (the limit is {limit})</source>
        <translation>clave &apos;actions&apos;: {count} jugadas, más de las que puede tener una partida de &apos;{game}&apos; (el límite es {limit})</translation>
    </message>
    <message>
        <source>cannot set up a game of {game} with the file&apos;s seats and options</source>
        <translation>no se puede preparar una partida de &apos;{game}&apos; con los puestos y las opciones del archivo</translation>
    </message>
    <message>
        <source>action {number} is not an action of the game</source>
        <translation>la jugada {number} no es una jugada del juego</translation>
    </message>
    <message>
        <source>action {number} ({action}) comes after the game ended</source>
        <translation>la jugada {number} ({action}) viene después del final de la partida</translation>
    </message>
    <message>
        <source>action {number} ({action}) is not legal at that point</source>
        <translation>la jugada {number} ({action}) no está permitida en ese momento</translation>
    </message>
    <message>
        <source>action {number} ({action}) cannot be played</source>
        <translation>la jugada {number} ({action}) no se puede jugar</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: not a table</source>
        <translation>clave &apos;seats&apos;, elemento {index}: no es una tabla</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: a player needs a name</source>
        <translation>clave &apos;{path}&apos;: cada jugador necesita un nombre</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {length} characters, the limit is {limit}</source>
        <translation>clave &apos;{path}&apos;: {length} caracteres, y el límite es {limit}</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: a name cannot hold control characters or line breaks</source>
        <translation>clave &apos;{path}&apos;: un nombre no puede tener caracteres de control ni saltos de línea</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is not a colour &apos;#rrggbb&apos;</source>
        <translation>clave &apos;{path}&apos;: {value} no es un color &apos;#rrggbb&apos;</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: {value} is not a kind of seat</source>
        <translation>clave &apos;seats&apos;, elemento {index}: {value} no es un tipo de puesto</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: {value} is not an AI level</source>
        <translation>clave &apos;seats&apos;, elemento {index}: {value} no es un nivel de la IA</translation>
    </message>
    <message>
        <source>missing key &apos;{path}&apos;</source>
        <translation>falta la clave &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: expected {expected}, got {value}</source>
        <translation>clave &apos;{path}&apos;: se esperaba {expected}, pero es {value}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una tabla</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReaversInteraction</name>
    <message>
        <source>Drop the Reaver on a Specialize slot, your Leader space or your Glory pile.</source>
        <translation>Suelta el Saqueador en una casilla de Especialización, tu espacio de Líder o tu pila de Gloria.</translation>
    </message>
    <message>
        <source>Drop the pawn on an Action Location.</source>
        <translation>Suelta el peón en una Ubicación de Acción.</translation>
    </message>
    <message>
        <source>That is not what this decision asks: {what}.</source>
        <translation>No es lo que pide esta decisión: {what}.</translation>
    </message>
    <message>
        <source>Drag the Reaver onto a Specialize slot, your Leader space or your Glory pile.</source>
        <translation>Arrastra el Saqueador a una casilla de Especialización, tu espacio de Líder o tu pila de Gloria.</translation>
    </message>
    <message>
        <source>{card} specializes only in the {slot} slot.</source>
        <translation>{card} solo se especializa en la casilla {slot}.</translation>
    </message>
</context>
<context>
    <name>ReaversView</name>
    <message>
        <source>Choose one.</source>
        <translation>Elige una.</translation>
    </message>
    <message>
        <source>Click a lit Action Location for your pawn.</source>
        <translation>Haz clic en una Ubicación de Acción iluminada para tu peón.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Cards in the Glory pile</source>
        <translation>Cartas en la pila de Gloria</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Ties: the most cards in the Glory pile, then Food and Favor.</source>
        <translation>Empates: más cartas en la pila de Gloria, luego comida y Favor.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Activation {number} of {total}</source>
        <translation>Activación {number} de {total}</translation>
    </message>
    <message>
        <source>Start player: {name}</source>
        <translation>Jugador inicial: {name}</translation>
    </message>
    <message>
        <source>Honor Ship: {name}</source>
        <translation>Barco de Honor: {name}</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation> (pensando…)</translation>
    </message>
    <message>
        <source>Deck: {count}</source>
        <translation>Mazo: {count}</translation>
    </message>
    <message>
        <source>Journeys: {count}</source>
        <translation>Travesías: {count}</translation>
    </message>
    <message>
        <source>Defense {count}</source>
        <translation>Defensa {count}</translation>
    </message>
    <message>
        <source>Crew dice {count}/{total}</source>
        <translation>Dados de tripulación {count}/{total}</translation>
    </message>
    <message>
        <source>Glory pile: {count}</source>
        <translation>Pila de Gloria: {count}</translation>
    </message>
    <message>
        <source>{slot} {count}/{total}</source>
        <translation>{slot} {count}/{total}</translation>
    </message>
    <message>
        <source>Ship Upgrades</source>
        <translation>Mejoras de Barco</translation>
    </message>
    <message>
        <source>Your Prophecies</source>
        <translation>Tus Profecías</translation>
    </message>
    <message>
        <source>Recruited</source>
        <translation>Reclutados</translation>
    </message>
    <message>
        <source>Pawns left this round: {count}</source>
        <translation>Peones que quedan esta ronda: {count}</translation>
    </message>
    <message>
        <source>Dice {dice} · Artifacts {artifacts} · Specialized {slots}</source>
        <translation>Dados {dice} · Artefactos {artifacts} · Especializados {slots}</translation>
    </message>
    <message>
        <source>{name} · {card} · Defense {defense}</source>
        <translation>{name} · {card} · Defensa {defense}</translation>
    </message>
    <message>
        <source>Successes {successes} · combat dice {dice}</source>
        <translation>Éxitos {successes} · dados de combate {dice}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reroll the chosen (1 Favor)</source>
        <translation>Repetir los elegidos (1 Favor)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuación hasta ahora</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>chance to win {percent}</source>
        <translation>probabilidad de ganar {percent}</translation>
    </message>
    <message>
        <source>Use no more Artifacts</source>
        <translation>No usar más Artefactos</translation>
    </message>
    <message>
        <source>Take 2 from the deck</source>
        <translation>Tomar 2 del mazo</translation>
    </message>
    <message>
        <source>Roll the combat dice</source>
        <translation>Tirar los dados de combate</translation>
    </message>
    <message>
        <source>Accept the roll</source>
        <translation>Aceptar la tirada</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Drag your pawn onto an Action Location: everyone may follow it, you get the first seat bonus.</source>
        <translation>Arrastra tu peón a una Ubicación de Acción: todos pueden seguirla y tú recibes la primera bonificación.</translation>
    </message>
    <message>
        <source>Drag a recruited Reaver onto its Specialize slot, your Leader space (Promote) or your Glory pile (Rally).</source>
        <translation>Arrastra un Saqueador reclutado a su casilla de Especialización, tu espacio de Líder (Ascender) o tu pila de Gloria (Reunir).</translation>
    </message>
    <message>
        <source>Your longship is full: click a die to discard it.</source>
        <translation>Tu Drakkar está lleno: haz clic en un dado para descartarlo.</translation>
    </message>
    <message>
        <source>Click a Trade die to take it.</source>
        <translation>Haz clic en un dado de comercio para tomarlo.</translation>
    </message>
    <message>
        <source>Click a stack of Reavers, or the deck, to take it.</source>
        <translation>Haz clic en una pila de Saqueadores, o en el mazo, para tomarla.</translation>
    </message>
    <message>
        <source>Click a pair of spoils, or the deck, to take it.</source>
        <translation>Haz clic en una pareja de botines, o en el mazo, para tomarla.</translation>
    </message>
    <message>
        <source>Click a Sea Battle, or the deck, to take it.</source>
        <translation>Haz clic en una Batalla Naval, o en el mazo, para tomarla.</translation>
    </message>
    <message>
        <source>Click a Territory stack to fight for its top tile.</source>
        <translation>Haz clic en una pila de Territorios para luchar por la loseta de arriba.</translation>
    </message>
    <message>
        <source>Click a Prophecy, or the deck, to take it.</source>
        <translation>Haz clic en una Profecía, o en el mazo, para tomarla.</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Do not pillage</source>
        <translation>No arrasar</translation>
    </message>
    <message>
        <source>Put the die on the board</source>
        <translation>Poner el dado en el tablero</translation>
    </message>
    <message>
        <source>Fit the token</source>
        <translation>Montar la ficha</translation>
    </message>
    <message>
        <source>Pay the Journey&apos;s cost</source>
        <translation>Pagar el coste de la Travesía</translation>
    </message>
    <message>
        <source>Suffer the Journey</source>
        <translation>Sufrir la Travesía</translation>
    </message>
    <message>
        <source>Pay the dice combination</source>
        <translation>Pagar la combinación de dados</translation>
    </message>
    <message>
        <source>Fight it in combat</source>
        <translation>Luchar en combate</translation>
    </message>
    <message>
        <source>{location}: follow, paying {cost}, for {bonus} — or Rest for {food} or a die.</source>
        <translation>{location}: sigue pagando {cost} por {bonus}, o descansa por {food} o un dado.</translation>
    </message>
    <message>
        <source>{location}: follow for {bonus} — or Rest for {food} or a die.</source>
        <translation>{location}: sigue por {bonus}, o descansa por {food} o un dado.</translation>
    </message>
    <message>
        <source>{location}: you cannot pay {cost} to follow — Rest for {food} or a die.</source>
        <translation>{location}: no puedes pagar {cost} para seguir la acción; descansa por {food} o un dado.</translation>
    </message>
    <message>
        <source>Draw a Spoils card: click Village Spoils or Keep Spoils.</source>
        <translation>Roba una carta de botín: haz clic en Botín de Aldea o Botín de Fortaleza.</translation>
    </message>
    <message>
        <source>{die} ({face})</source>
        <translation>{die} ({face})</translation>
    </message>
    <message>
        <source>{count}× {face}</source>
        <translation>{count}× {face}</translation>
    </message>
    <message>
        <source>Pick {location}</source>
        <translation>Elegir {location}</translation>
    </message>
    <message>
        <source>Rest: take {food}</source>
        <translation>Descansar: {food}</translation>
    </message>
    <message>
        <source>Rest: take a {die}</source>
        <translation>Descansar: {die}</translation>
    </message>
    <message>
        <source>Take a {die}</source>
        <translation>Tomar un {die}</translation>
    </message>
    <message>
        <source>Discard the {die}</source>
        <translation>Descartar el {die}</translation>
    </message>
    <message>
        <source>Commit the {token}</source>
        <translation>Comprometer la {token}</translation>
    </message>
    <message>
        <source>Store it on {card}</source>
        <translation>Guardarlo en {card}</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Usar {card}</translation>
    </message>
    <message>
        <source>Put {card} in the Glory pile</source>
        <translation>Poner {card} en la pila de Gloria</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Tomar {cards}</translation>
    </message>
    <message>
        <source>{use}: {card}</source>
        <translation>{use}: {card}</translation>
    </message>
    <message>
        <source>Take the {die}</source>
        <translation>Tomar el {die}</translation>
    </message>
    <message>
        <source>Take the top Prophecy</source>
        <translation>Tomar la Profecía de arriba</translation>
    </message>
    <message>
        <source>Take the top Sea Battle</source>
        <translation>Tomar la Batalla Naval de arriba</translation>
    </message>
    <message>
        <source>Take {glory} instead</source>
        <translation>Tomar {glory} en su lugar</translation>
    </message>
    <message>
        <source>Pillage {card}</source>
        <translation>Arrasar {card}</translation>
    </message>
    <message>
        <source>{name} is deciding: {what}.</source>
        <translation>{name} está decidiendo: {what}.</translation>
    </message>
    <message>
        <source>{location}: follow, paying {cost}, with no seat bonus — or Rest for {food} or a die.</source>
        <translation>{location}: sigue pagando {cost}, sin bonificación por asiento, o descansa por {food} o un dado.</translation>
    </message>
    <message>
        <source>{location}: follow with no seat bonus — or Rest for {food} or a die.</source>
        <translation>{location}: sigue sin bonificación por asiento, o descansa por {food} o un dado.</translation>
    </message>
    <message>
        <source>Pay {faces}: click a lit die (or token) of your longship.</source>
        <translation>Paga {faces}: haz clic en un dado (o ficha) iluminado de tu Drakkar.</translation>
    </message>
    <message>
        <source>Click a lit Artifact to store the new {face} die on it, or put it on the board.</source>
        <translation>Haz clic en un Artefacto iluminado para guardar en él el nuevo dado de {face}, o ponlo en el tablero.</translation>
    </message>
    <message>
        <source>Choose the face of the new {die}.</source>
        <translation>Elige la cara del nuevo {die}.</translation>
    </message>
    <message>
        <source>Follow (pay {cost})</source>
        <translation>Seguir (pagar {cost})</translation>
    </message>
    <message>
        <source>Pay {face} with the {die}</source>
        <translation>Pagar {face} con el {die}</translation>
    </message>
    <message>
        <source>Commit the {die}</source>
        <translation>Comprometer el {die}</translation>
    </message>
    <message>
        <source>Pay {face} with the {token}</source>
        <translation>Pagar {face} con la {token}</translation>
    </message>
    <message>
        <source>Beat it: pay its dice combination ({combo}) or fight it in combat against Defense {defense}.</source>
        <translation>Para vencerlo: paga su combinación de dados ({combo}) o lucha en combate contra Defensa {defense}.</translation>
    </message>
    <message>
        <source>{what}.</source>
        <translation>{what}.</translation>
    </message>
    <message>
        <source>That move is not possible now ({reason}).</source>
        <translation>Ese movimiento no es posible ahora ({reason}).</translation>
    </message>
    <message>
        <source>Combat: click lit dice of your longship to commit them, then Roll. {chance}</source>
        <translation>Combate: haz clic en dados iluminados de tu Drakkar para comprometerlos y luego tira. {chance}</translation>
    </message>
    <message>
        <source>Click combat dice to reroll them (1 Favor), then Reroll — or Accept. {chance}</source>
        <translation>Haz clic en dados de combate para repetirlos (1 Favor) y luego Repetir, o Acepta. {chance}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Reglas de {game}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>AI speed</source>
        <translation>Velocidad de la IA</translation>
    </message>
    <message>
        <source>How long the AI pauses before its move, so that you can follow it.</source>
        <translation>Cuánto espera la IA antes de mover, para que puedas seguir su jugada.</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <source>Ask before ending my turn</source>
        <translation>Preguntar antes de terminar mi turno</translation>
    </message>
    <message>
        <source>Casual undo: take back any move</source>
        <translation>Deshacer sin límites: cualquier jugada</translation>
    </message>
    <message>
        <source>Also a move that showed cards or rolled dice. The deck keeps its order and the dice their rolls, so after such an undo you would know what comes next.</source>
        <translation>También las jugadas que descubrieron cartas o tiraron dados. El mazo conserva su orden y los dados sus tiradas, así que después de deshacerlas sabrías qué viene.</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>AI speed</comment>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>AI speed</comment>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Lentas</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Ask the AI for a suggestion; it lights up on the board. Ask again to see the other moves it liked.</source>
        <translation>Pide una sugerencia a la IA; se ilumina en el tablero. Pídela otra vez para ver las otras jugadas que le gustaron.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Choose a game to play against the computer or with friends on this computer.</source>
        <translation>Elige un juego para jugar contra el ordenador o con amigos en este ordenador.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continuar la última partida</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>Cargar partida…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Acerca de…</translation>
    </message>
</context>
</TS>
