<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Gameshelf</source>
        <translation>Gameshelf について</translation>
    </message>
    <message>
        <source>{designer}, {publisher} ({year})</source>
        <translation>{designer}／{publisher}（{year}年）</translation>
    </message>
    <message>
        <source>Five euro board games to play against honest local AI opponents, which see only what a player at the table would see, or pass-and-play on one computer.</source>
        <translation>5つのユーロゲームを、卓についたプレイヤーと同じ情報しか見ない公正なローカルAIを相手に、または1台のコンピューターを順番に回して遊べます。</translation>
    </message>
    <message>
        <source>The rules texts, card texts and translations in Gameshelf are written in our own words. The games, their names and their artwork belong to their designers and publishers; Gameshelf is not affiliated with them. If you enjoy a game, buy the box.</source>
        <translation>Gameshelf のルール文、カードの文章、翻訳はすべて私たち自身の言葉で書いたものです。各ゲームとその名称、アートワークはデザイナーと出版社に帰属し、Gameshelf はそれらと提携していません。気に入ったゲームがあれば、ぜひ製品版をお買い求めください。</translation>
    </message>
    <message>
        <source>Gameshelf is free software under the MIT licence.</source>
        <translation>Gameshelf は MIT ライセンスのフリーソフトウェアです。</translation>
    </message>
</context>
<context>
    <name>AiClient</name>
    <message>
        <source>the AI&apos;s process stopped and could not be started again</source>
        <translation>AIのプロセスが停止し、再起動できませんでした</translation>
    </message>
</context>
<context>
    <name>AquaticaInteraction</name>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Drag the card onto the ocean to play it.</source>
        <translation>カードを海へドラッグしてプレイします。</translation>
    </message>
    <message>
        <source>Drop the Location into a free slot of your board.</source>
        <translation>ロケーションは自分のボードの空きスロットに置いてください。</translation>
    </message>
    <message>
        <source>Drop the character on the ocean (the character row and the Locations) to play it.</source>
        <translation>キャラクターは海（市場とロケーションの列）に置いてプレイしてください。</translation>
    </message>
</context>
<context>
    <name>AquaticaView</name>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Slot {number}</source>
        <translation>スロット{number}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>残り{count}</translation>
    </message>
    <message>
        <source>Fully raised</source>
        <translation>押し上げ完了</translation>
    </message>
    <message>
        <source>Hand {hand} · Discard {discard} · Scored {scored}</source>
        <translation>手札{hand}・捨札{discard}・得点化{scored}</translation>
    </message>
    <message>
        <source>Mantas: {ready} ready, {tired} tired</source>
        <translation>マンタ：準備完了{ready}・疲れた{tired}</translation>
    </message>
    <message>
        <source>King: {name}</source>
        <translation>王：{name}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>この手番</translation>
    </message>
    <message>
        <source>Coins {count}</source>
        <translation>コイン{count}</translation>
    </message>
    <message>
        <source>Power {count}</source>
        <translation>武力{count}</translation>
    </message>
    <message>
        <source>{type}: power {count}</source>
        <translation>{type}：武力{count}</translation>
    </message>
    <message>
        <source>Coins and power left are lost at the end of the turn</source>
        <translation>残ったコインと武力は手番終了時に失われます</translation>
    </message>
    <message>
        <source>Turns left: {count}</source>
        <translation>残り手番：{count}</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>ロケーション</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>アイコン</translation>
    </message>
    <message>
        <source>Top row: conquer for 1 power less</source>
        <translation>上段：征服の武力が1少ない</translation>
    </message>
    <message>
        <source>The Ichthyanders</source>
        <translation>イクチアンドル</translation>
    </message>
    <message>
        <source>Mantas still to place: {count}</source>
        <translation>残りのマンタ：{count}</translation>
    </message>
    <message>
        <source>Ranks: {ranks}</source>
        <translation>ランク：{ranks}</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation>（思考中…）</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>{name}が席に着くまで非表示</translation>
    </message>
    <message>
        <source>End turn (coins and power left are lost)</source>
        <translation>手番終了（残りのコインと武力は失われる）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Move the chosen up</source>
        <translation>選んだものを上段へ</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>1つ選んでください。</translation>
    </message>
    <message>
        <source>Click a lit slot of your board for the Location.</source>
        <translation>ロケーションを置く光ったスロットをクリックしてください。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Mantas in reserve</source>
        <translation>控えのマンタ</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Ties: the most mantas in reserve, then the lowest King.</source>
        <translation>同点時：控えのマンタが多い方、次に王の数字が小さい方。</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Rank: {rank}</source>
        <translation>ランク：{rank}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Buy {coins} · Conquer {power} · Prosperity {points}</source>
        <translation>購入{coins}・征服{power}・繁栄{points}</translation>
    </message>
    <message>
        <source>Depths: {depths}</source>
        <translation>深さ：{depths}</translation>
    </message>
    <message>
        <source>Fully raised: a wild manta ({face})</source>
        <translation>完全に押し上げると野生のマンタ（{face}）</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card}をプレイ</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>{card}を手札に戻す</translation>
    </message>
    <message>
        <source>Replay {card}</source>
        <translation>{card}を再プレイ</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Recruit {card}</source>
        <translation>{card}を雇用</translation>
    </message>
    <message>
        <source>Buy {location} into slot {slot}</source>
        <translation>{location}を購入（スロット{slot}）</translation>
    </message>
    <message>
        <source>Conquer {location} into slot {slot}</source>
        <translation>{location}を征服（スロット{slot}）</translation>
    </message>
    <message>
        <source>Exploit {location}</source>
        <translation>{location}を利用</translation>
    </message>
    <message>
        <source>Raise {location}</source>
        <translation>{location}を押し上げる</translation>
    </message>
    <message>
        <source>Score {location}</source>
        <translation>{location}を得点化</translation>
    </message>
    <message>
        <source>Fully raise {location}</source>
        <translation>{location}を完全に押し上げる</translation>
    </message>
    <message>
        <source>Flip the {kind} manta {face}</source>
        <translation>{kind}マンタ{face}を裏返す</translation>
    </message>
    <message>
        <source>Tire the {kind} manta {face}</source>
        <translation>{kind}マンタ{face}を疲れさせる</translation>
    </message>
    <message>
        <source>Claim {goal} with the ready manta {face}</source>
        <translation>準備完了のマンタ{face}で{goal}を達成</translation>
    </message>
    <message>
        <source>Claim {goal} with the tired manta {face}</source>
        <translation>疲れたマンタ{face}で{goal}を達成</translation>
    </message>
    <message>
        <source>An Ichthyander on {goal}</source>
        <translation>{goal}にイクチアンドル</translation>
    </message>
    <message>
        <source>Move up {locations}</source>
        <translation>{locations}を上段へ</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>{name}にコンピューターを渡してください。</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <source>Choose your King.</source>
        <translation>王を選んでください。</translation>
    </message>
    <message>
        <source>Recruit: click a character of the row (its price in coins is under it), or Pass.</source>
        <translation>雇用：市場のキャラクターをクリック（コインの値段は下に表示）、またはパス。</translation>
    </message>
    <message>
        <source>Buy: drag a Location into a free slot of your board; click your depths and mantas for coins.</source>
        <translation>購入：ロケーションを自分のボードの空きスロットへドラッグ。コインは深さやマンタをクリック。</translation>
    </message>
    <message>
        <source>Conquer: drag a Location into a free slot (the top row costs 1 power less); click depths and mantas for power.</source>
        <translation>征服：ロケーションを空きスロットへドラッグ（上段は武力1少なく済む）。武力は深さやマンタをクリック。</translation>
    </message>
    <message>
        <source>Raise: click the Location to raise by one depth.</source>
        <translation>押し上げ：1段押し上げるロケーションをクリックしてください。</translation>
    </message>
    <message>
        <source>Click the Location to raise fully.</source>
        <translation>完全に押し上げるロケーションをクリックしてください。</translation>
    </message>
    <message>
        <source>Score: click a fully raised Location to put it in your scoring pile.</source>
        <translation>得点化：完全に押し上げたロケーションをクリックして得点の山へ。</translation>
    </message>
    <message>
        <source>Scout the Location rows, or pass.</source>
        <translation>ロケーションの列を偵察するか、パスしてください。</translation>
    </message>
    <message>
        <source>Scout: click the bottom-row Locations to move up, then the button.</source>
        <translation>偵察：上段へ移す下段のロケーションをクリックし、ボタンを押してください。</translation>
    </message>
    <message>
        <source>Take back a card from your discard pile.</source>
        <translation>捨札から手札に戻すカードを選んでください。</translation>
    </message>
    <message>
        <source>Replay a card from your discard pile.</source>
        <translation>捨札からもう一度プレイするカードを選んでください。</translation>
    </message>
    <message>
        <source>Click a goal to place an Ichthyander manta on it.</source>
        <translation>イクチアンドルのマンタを置く目標をクリックしてください。</translation>
    </message>
    <message>
        <source>Click one of your ready mantas to tire it.</source>
        <translation>疲れさせる準備完了のマンタをクリックしてください。</translation>
    </message>
    <message>
        <source>Click a card of your hand to discard it.</source>
        <translation>捨てる手札をクリックしてください。</translation>
    </message>
    <message>
        <source>Drag a character from your hand onto the ocean to play it; click lit depths and mantas first if you like.</source>
        <translation>手札のキャラクターを海へドラッグしてプレイ。先に光った深さやマンタを使ってもかまいません。</translation>
    </message>
    <message>
        <source>Click lit depths, mantas or goals, then End turn.</source>
        <translation>光った深さ・マンタ・目標をクリックし、最後に手番終了。</translation>
    </message>
    <message>
        <source>That move is not possible now ({reason}).</source>
        <translation>今はその手は打てません（{reason}）。</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>End your turn?</source>
        <translation>手番を終えますか？</translation>
    </message>
    <message>
        <source>This move ends your turn. Play it?</source>
        <translation>この手で手番が終わります。実行しますか？</translation>
    </message>
    <message>
        <source>Your move was not played.</source>
        <translation>この手は実行しませんでした。</translation>
    </message>
    <message>
        <source>That move is not legal now.</source>
        <translation>いまその手は打てません。</translation>
    </message>
</context>
<context>
    <name>ChampionsInteraction</name>
    <message>
        <source>Drop the worker on a lit location, or on a port to sail there.</source>
        <translation>ワーカーは光っている場所か、出航する港に置いてください。</translation>
    </message>
    <message>
        <source>Drop the die on a fight you reserved or on your ship.</source>
        <translation>ダイスは自分が予約した戦いか、自分の船に置いてください。</translation>
    </message>
    <message>
        <source>The die is already on that fight: drag it to your pool to take it back.</source>
        <translation>そのダイスはすでにその戦いにいます。戻すには手元へドラッグしてください。</translation>
    </message>
    <message>
        <source>Drop the worker on the port where the ship should sail.</source>
        <translation>船が向かう港にワーカーを置いてください。</translation>
    </message>
    <message>
        <source>Choose with the buttons of the prompt bar.</source>
        <translation>案内バーのボタンで選んでください。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
</context>
<context>
    <name>ChampionsView</name>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Workers {free}/{total}</source>
        <translation>ワーカー {free}/{total}</translation>
    </message>
    <message>
        <source>Destinies: {count}</source>
        <translation>運命 {count}</translation>
    </message>
    <message>
        <source>Runes: {count}</source>
        <translation>ルーン {count}</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation>（思考中…）</translation>
    </message>
    <message>
        <source>Your warriors</source>
        <translation>あなたの戦士</translation>
    </message>
    <message>
        <source>Your Destiny cards</source>
        <translation>あなたのデスティニーカード</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>{name}さんが席に着くまで非表示</translation>
    </message>
    <message>
        <source>You looked</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>Rune deck: {count}</source>
        <translation>ルーン山札 {count}</translation>
    </message>
    <message>
        <source>{load}/{capacity} aboard</source>
        <translation>積載 {load}/{capacity}</translation>
    </message>
    <message>
        <source>1 Food per {count} warriors</source>
        <translation>戦士{count}体につき食料1</translation>
    </message>
    <message>
        <source>1 Food per warrior</source>
        <translation>戦士1体につき食料1</translation>
    </message>
    <message numerus="yes">
        <source>%n dice · win {percent}</source>
        <translation>
            <numerusform>ダイス%n個・勝率{percent}</numerusform>
        </translation>
    </message>
    <message>
        <source>Hits {hits} · shields {shields} · damage {damage}/{defense}</source>
        <translation>ヒット{hits}・盾{shields}・ダメージ{damage}/{defense}</translation>
    </message>
    <message>
        <source>Hits {hits}</source>
        <translation>ヒット{hits}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Reroll the chosen dice (1 Favor)</source>
        <translation>振り直す（加護1）</translation>
    </message>
    <message>
        <source>Choose the port where the {ship} sails.</source>
        <translation>{ship}が向かう港を選んでください。</translation>
    </message>
    <message>
        <source>Choose one.</source>
        <translation>1つ選んでください。</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>敵</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Ties: the most enemy cards won.</source>
        <translation>同点なら、倒した敵カードの多い方が上位です。</translation>
    </message>
    <message>
        <source>{shore} {number}</source>
        <translation>{shore}{number}</translation>
    </message>
    <message>
        <source>{attack} {a} · {defense} {d}</source>
        <translation>{attack}{a}・{defense}{d}</translation>
    </message>
    <message>
        <source>Place a worker on {location}</source>
        <translation>{location}にワーカーを置く</translation>
    </message>
    <message>
        <source>{ship} to {shore}</source>
        <translation>{ship}で{shore}へ</translation>
    </message>
    <message>
        <source>Look at the Journey card of {shore}</source>
        <translation>{shore}のジャーニーカードを見る</translation>
    </message>
    <message>
        <source>Keep {destiny}</source>
        <translation>{destiny}を残す</translation>
    </message>
    <message>
        <source>{ship} ({cost})</source>
        <translation>{ship}（{cost}）</translation>
    </message>
    <message>
        <source>{give} → {get}</source>
        <translation>{give} → {get}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Rune slot {number}</source>
        <translation>ルーン置き場{number}</translation>
    </message>
    <message>
        <source>Top of the rune deck</source>
        <translation>ルーン山札の一番上</translation>
    </message>
    <message>
        <source>{favor} for {coins}</source>
        <translation>{coins}で{favor}</translation>
    </message>
    <message>
        <source>Use {rune}</source>
        <translation>{rune}を使う</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>使わない</translation>
    </message>
    <message>
        <source>{kind} to {target}</source>
        <translation>{kind}を{target}へ</translation>
    </message>
    <message>
        <source>{kind} back from {target}</source>
        <translation>{kind}を{target}から戻す</translation>
    </message>
    <message>
        <source>Load 1 Food on {shore}</source>
        <translation>{shore}行きの船に食料を1個積む</translation>
    </message>
    <message>
        <source>Unload 1 Food from {shore}</source>
        <translation>{shore}行きの船から食料を1個降ろす</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Keep the roll</source>
        <translation>この出目にする</translation>
    </message>
    <message>
        <source>Lose a {kind}</source>
        <translation>{kind}を1体失う</translation>
    </message>
    <message>
        <source>Give 1 Blame to {name}</source>
        <translation>{name}に非難を1つ渡す</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>{name}さんにコンピューターを渡してください。</translation>
    </message>
    <message>
        <source>{name} assigns warriors in secret…</source>
        <translation>{name}さんが戦士をひそかに割り当てています…</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name}さんが考えています…</translation>
    </message>
    <message>
        <source>{hits} hits, {shields} shields. Click dice to reroll them (1 Favor for all), or keep the roll.</source>
        <translation>ヒット{hits}、盾{shields}。振り直すダイスをクリック（全部で加護1）するか、この出目にしてください。</translation>
    </message>
    <message>
        <source>× {count}</source>
        <translation>{count}回</translation>
    </message>
    <message>
        <source>Reroll dice: {count} (1 Favor)</source>
        <translation>ダイス{count}個を振り直す（加護1）</translation>
    </message>
    <message>
        <source>Losses to take: {count}. Click a die to lose it.</source>
        <translation>受ける損失 {count}。失うダイスをクリックしてください。</translation>
    </message>
    <message>
        <source>Use the Healing rune to save a warrior?</source>
        <translation>癒しのルーンを使って戦士を1体救いますか？</translation>
    </message>
    <message>
        <source>Victory! Use the Glory rune?</source>
        <translation>勝利！栄光のルーンを使いますか？</translation>
    </message>
    <message>
        <source>Choose your Viking Leader.</source>
        <translation>バイキングのリーダーを選んでください。</translation>
    </message>
    <message>
        <source>Assign your warriors in secret: drag dice onto your fights and ships, Food with + and −, then Commit.</source>
        <translation>戦士をひそかに割り当てます：ダイスを自分の戦いと船へドラッグし、食料は＋と－で、最後に確定。</translation>
    </message>
    <message>
        <source>Sage&apos;s House: click the face-down Journey card you want to look at.</source>
        <translation>セージの家：見たい裏向きのジャーニーカードをクリックしてください。</translation>
    </message>
    <message>
        <source>Use the True Vision rune to draw 2 more Destiny cards?</source>
        <translation>ルーン「トゥルービジョン」を使ってデスティニーカードをさらに2枚引きますか？</translation>
    </message>
    <message>
        <source>Keep one Destiny card; the others go back.</source>
        <translation>デスティニーカードを1枚残してください。残りは戻ります。</translation>
    </message>
    <message>
        <source>Shipwright: choose the longship to buy.</source>
        <translation>シップライト：買うロングシップを選んでください。</translation>
    </message>
    <message>
        <source>Market: swap goods one for one, as often as you like, then Done.</source>
        <translation>市場：品物を1対1で好きなだけ交換し、最後に完了。</translation>
    </message>
    <message>
        <source>Runesmith: click a rune to take it, or take the top of the deck.</source>
        <translation>ルーン鍛冶：取るルーンをクリックするか、山札の一番上を取ってください。</translation>
    </message>
    <message>
        <source>Stave Church: how much Favor do you buy?</source>
        <translation>木造教会：加護をいくつ買いますか？</translation>
    </message>
    <message>
        <source>How many times do you pay for it?</source>
        <translation>何回支払いますか？</translation>
    </message>
    <message>
        <source>Use the Journey rune to ignore this Journey card?</source>
        <translation>ルーン「旅路」を使ってこのジャーニーカードを無視しますか？</translation>
    </message>
    <message>
        <source>A Journey card strikes your ship: choose what you lose.</source>
        <translation>ジャーニーカードが船を襲いました：失うものを選んでください。</translation>
    </message>
    <message>
        <source>Not enough Food aboard: choose the warrior who starves.</source>
        <translation>船の食料が足りません：飢える戦士を選んでください。</translation>
    </message>
    <message>
        <source>You beat the Troll: give 1 Blame to another player.</source>
        <translation>トロールを倒しました：他のプレイヤーに非難を1つ渡してください。</translation>
    </message>
    <message>
        <source>Place a worker: drag it onto a location, or onto a port to sail there.</source>
        <translation>ワーカーを置いてください：場所へドラッグするか、港へドラッグして出航します。</translation>
    </message>
    <message>
        <source>That move is not legal now.</source>
        <translation>いまその手は打てません。</translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>Cyan</source>
        <translation>水色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>茶色</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Japanese text may show as empty boxes: no font with Japanese characters was found.</source>
        <translation>日本語の文字を含むフォントが見つからないため、日本語が空の四角で表示される場合があります。</translation>
    </message>
    <message>
        <source>Install a Japanese font, such as Noto Sans CJK JP (on Debian or Ubuntu: sudo apt install fonts-noto-cjk; on Fedora: sudo dnf install google-noto-sans-cjk-fonts), then restart Gameshelf.</source>
        <translation>Noto Sans CJK JP などの日本語フォントをインストールしてから（Debian・Ubuntu では sudo apt install fonts-noto-cjk、Fedora では sudo dnf install google-noto-sans-cjk-fonts）、Gameshelf を再起動してください。</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>設定を初期化しました</translation>
    </message>
    <message>
        <source>Your settings file could not be read, so the default settings are used.</source>
        <translation>設定ファイルを読み込めなかったため、初期設定を使います。</translation>
    </message>
    <message>
        <source>The problem: {problem}
Your file was kept as {backup}.</source>
        <translation>問題：{problem}
元のファイルは {backup} として残してあります。</translation>
    </message>
    <message>
        <source>The problem: {problem}</source>
        <translation>問題：{problem}</translation>
    </message>
    <message>
        <source>Your current game is unchanged.</source>
        <translation>現在のゲームはそのままです。</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>ゲームを読み込めません</translation>
    </message>
    <message>
        <source>The file {name} cannot be loaded: it is damaged or was not written by Gameshelf.</source>
        <translation>ファイル {name} を読み込めません。破損しているか、Gameshelf で保存したファイルではありません。</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>前回のゲームを再開できません</translation>
    </message>
    <message>
        <source>The last game, saved automatically, cannot be loaded: the file is damaged.</source>
        <translation>自動保存された前回のゲームを読み込めません。ファイルが破損しています。</translation>
    </message>
    <message>
        <source>The problem: {problem}
The file was kept as {backup}.</source>
        <translation>問題：{problem}
ファイルは {backup} として残してあります。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>The game could not be written to {path}.</source>
        <translation>ゲームを {path} に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Gameshelf saved games (*.toml)</source>
        <translation>Gameshelf の保存ゲーム (*.toml)</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>ゲームを読み込む</translation>
    </message>
</context>
<context>
    <name>EthnosInteraction</name>
    <message>
        <source>Drop the card on your hand to recruit it.</source>
        <translation>カードを手札にドロップするとリクルートします。</translation>
    </message>
    <message>
        <source>Drop the band on a kingdom to play it.</source>
        <translation>部隊を王国にドロップすると編成します。</translation>
    </message>
</context>
<context>
    <name>EthnosView</name>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>{name} さんにコンピューターを渡してください。</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} さんが考えています…</translation>
    </message>
    <message>
        <source>Click a lit kingdom to play the band there.</source>
        <translation>光っている王国をクリックすると、そこに部隊を編成します。</translation>
    </message>
    <message>
        <source>({count} of {limit} kept)</source>
        <translation>（{limit}枚中{count}枚を残す）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始時</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>場札</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Dragons {count}/{total}</source>
        <translation>ドラゴン {count}/{total}</translation>
    </message>
    <message>
        <source>Dragons</source>
        <translation>ドラゴン</translation>
    </message>
    <message>
        <source>Glory</source>
        <translation>栄光点</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>部隊</translation>
    </message>
    <message>
        <source>{glory} glory</source>
        <translation>栄光点{glory}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>手札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <translation>まだ誰も持っていません</translation>
    </message>
    <message>
        <source>{name}: band of {size}</source>
        <translation>{name}：{size}枚の部隊</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation>（考え中…）</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>{name} さんが席に着くまで非表示です</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>This Age</source>
        <translation>この時代</translation>
    </message>
    <message>
        <source>Markers on the board</source>
        <translation>ボード上のマーカー</translation>
    </message>
    <message>
        <source>Last Age&apos;s bands</source>
        <translation>最後の時代の部隊</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Scoring of {age}</source>
        <translation>{age}の得点計算</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Control markers, Merfolk positions and unspent Horde markers stay for the next Age.</source>
        <translation>支配マーカー、マーフォークトラックの位置、得点化していないオークボードのマーカーは次の時代に持ち越します。</translation>
    </message>
    <message>
        <source>Ties: most control markers on the board, then the largest band of the last Age, then the next largest.</source>
        <translation>同点の場合：ボード上の支配マーカーが多い人、次に最後の時代の最大の部隊が大きい人、次に2番目に大きい部隊が大きい人が上位です。</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>No Age has been scored yet.</source>
        <translation>まだ得点計算をした時代はありません。</translation>
    </message>
</context>
<context>
    <name>EverdellInteraction</name>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>Drop the worker on a lit location, event or card.</source>
        <translation>労働者は光っている場所・イベント・カードの上で離してください。</translation>
    </message>
    <message>
        <source>Finish the decision on the board first.</source>
        <translation>先に盤面の選択を終えてください。</translation>
    </message>
    <message>
        <source>Drop the card on your city to play it.</source>
        <translation>カードをプレイするには自分の街の上で離してください。</translation>
    </message>
</context>
<context>
    <name>EverdellView</name>
    <message>
        <source>Meadow</source>
        <translation>草原</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Your city</source>
        <translation>あなたの街</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Revealed cards: click one</source>
        <translation>公開されたカード：1枚クリック</translation>
    </message>
    <message>
        <source>Workers: {free} free of {total}</source>
        <translation>労働者：{total}人中{free}人が待機</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>手札%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>パス済み</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation>（考え中…）</translation>
    </message>
    <message>
        <source>Hidden until {name} takes the seat</source>
        <translation>{name}さんが席に着くまで非表示</translation>
    </message>
    <message>
        <source>No space</source>
        <translation>場所を取らない</translation>
    </message>
    <message>
        <source>Score: {points}</source>
        <translation>得点：{points}</translation>
    </message>
    <message>
        <source>{points} for unachieved special events</source>
        <translation>未達成の特別イベントで{points}点</translation>
    </message>
    <message>
        <source>{points} of his points come from the special events nobody has achieved yet: he scores them at the end unless a player achieves them first.</source>
        <translation>得点のうち{points}点は、まだ誰も達成していない特別イベントの分です。プレイヤーが先に達成しない限り、ゲーム終了時にラグワートの得点になります。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Pay {resources}</source>
        <translation>{resources}を支払う</translation>
    </message>
    <message>
        <source>Judge: pay 1 {take} instead of 1 {give}</source>
        <translation>裁判官：{give}1個の代わりに{take}1個を支払う</translation>
    </message>
    <message>
        <source>Free: occupy the {card}</source>
        <translation>無料：{card}に扉トークンを置く</translation>
    </message>
    <message>
        <source>Discard the Crane, pay {resources}</source>
        <translation>クレーンを捨てて{resources}を支払う</translation>
    </message>
    <message>
        <source>Discard the Innkeeper: 3 berries less</source>
        <translation>宿屋の主人を捨てる：果実3個引き</translation>
    </message>
    <message>
        <source>Imprison the {card}, pay {resources}</source>
        <translation>{card}を投獄して{resources}を支払う</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>無料</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>コンピューターを{name}さんに渡してください。</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name}さんが考えています…</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>選んでください。</translation>
    </message>
    <message>
        <source>({count} left)</source>
        <translation>（残り{count}）</translation>
    </message>
    <message>
        <source>(up to {count})</source>
        <translation>（{count}枚まで）</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Resources left</source>
        <translation>残り資材</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Ties: most events achieved, then most resources left.</source>
        <translation>同点の場合：達成したイベントが多い方、次に残り資材が多い方。</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>by {designer}
{publisher}, {year}</source>
        <translation>{designer} 作
{publisher}（{year}年）</translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}～{high}人</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>近日公開</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>A move since your last one showed a hidden card or rolled dice: taking it back would deal the same cards and roll the same dice again. Casual undo in Settings allows it.</source>
        <translation>直前の行動以降に伏せられていたカードが見えたか、ダイスが振られました。取り消しても同じカードや同じ出目がまた出ます。設定の「自由な取り消し」をオンにすると取り消せます。</translation>
    </message>
    <message>
        <source>Take back your last move.</source>
        <translation>直前の行動を取り消します。</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>ヒント：{move}</translation>
    </message>
    <message>
        <source>Hint: {move} – the only move worth a search</source>
        <translation>ヒント：{move}&#x3000;検討に値する手はこれだけ</translation>
    </message>
    <message>
        <source>{move} – {share}</source>
        <translation>{move}&#x3000;{share}</translation>
    </message>
    <message>
        <source>Hint: {move} – {share}; no other move came close</source>
        <translation>ヒント：{move}&#x3000;{share}。ほかに近い手はなし</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the other moves</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Hint: {move} – {share} · also: {others}</source>
        <translation>ヒント：{move}&#x3000;{share}・ほかの候補：{others}</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>The same players again, with a new deal</source>
        <translation>同じプレイヤーで、新しい配りでもう一度</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>No hint this time: {message}</source>
        <translation>今回はヒントを出せませんでした：{message}</translation>
    </message>
    <message>
        <source>The AI could not move: {message}</source>
        <translation>AIが行動できませんでした：{message}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Everdell</source>
        <translation>エバーデール</translation>
    </message>
    <message>
        <source>Ethnos</source>
        <translation>エスノス</translation>
    </message>
    <message>
        <source>Champions of Midgard</source>
        <translation>チャンピオンズ・オブ・ミッドガルド</translation>
    </message>
    <message>
        <source>Reavers of Midgard</source>
        <translation>リーヴァーズ・オブ・ミッドガルド</translation>
    </message>
    <message>
        <source>Aquatica</source>
        <translation>アクアティカ</translation>
    </message>
    <message>
        <source>Build a city of critters and constructions in a forest valley, season after season.</source>
        <translation>森の谷で、季節をめぐりながら動物と建物の街を築きます。</translation>
    </message>
    <message>
        <source>Recruit allies from twelve fantasy tribes and play them in bands to control the six kingdoms over three Ages.</source>
        <translation>12のファンタジー部族から味方をリクルートし、部隊を編成して、3つの時代をかけて6つの王国を支配します。</translation>
    </message>
    <message>
        <source>Hire Viking warriors, defend the harbour town from trolls and draugr, and hunt monsters to become the next Jarl.</source>
        <translation>バイキングの戦士を雇い、トロールやドラウグルから港町を守り、モンスターを狩って次のジャールを目指します。</translation>
    </message>
    <message>
        <source>Gather a crew of reavers, raid villages and keeps, and fight at sea for glory.</source>
        <translation>リーヴァーの乗組員を集め、村や砦を略奪し、海で戦って栄光を手にします。</translation>
    </message>
    <message>
        <source>Rule an underwater kingdom: recruit characters, take locations and ride your mantas to prosperity.</source>
        <translation>海底王国を治めます。キャラクターを雇い、ロケーションを手に入れ、マンタに乗って繁栄を目指します。</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass to {name}</source>
        <translation>{name} さんに渡してください</translation>
    </message>
    <message>
        <source>The board is hidden so that nobody else sees {name}&apos;s cards.
{name}: click anywhere or press a key when you are ready.</source>
        <translation>{name} さんのカードをほかの人に見せないよう、ボードを隠しています。
{name} さん：準備ができたら、どこかをクリックするかキーを押してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game over. Final score: {points}</source>
        <translation>ゲーム終了。最終得点：{points}</translation>
    </message>
    <message>
        <source>Game over. Winner: {winners}</source>
        <translation>ゲーム終了。勝者：{winners}</translation>
    </message>
    <message>
        <source>{name} (AI) could not move.</source>
        <translation>{name}（AI）が行動できませんでした。</translation>
    </message>
    <message>
        <source>{name} (AI) is thinking…</source>
        <translation>{name}（AI）が考えています…</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>{name} さんにコンピューターを渡してください</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたの手番です</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} さんの手番です</translation>
    </message>
    <message>
        <source>Leave the current game?</source>
        <translation>現在のゲームをやめますか？</translation>
    </message>
    <message>
        <source>Start another game and leave the current one?</source>
        <translation>現在のゲームをやめて、別のゲームを始めますか？</translation>
    </message>
    <message>
        <source>Only the latest game can be continued. Save the current game to a file first if you want to finish it later.</source>
        <translation>続きから遊べるのは最新のゲームだけです。現在のゲームを後で続けたい場合は、先にファイルに保存してください。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{game} with {players}</source>
        <translation>{game}（{players}）</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path} に保存しました</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>手番(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>ゲームを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>ゲームを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Back to start</source>
        <translation>スタート画面に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the AI &amp;again</source>
        <translation>AIにもう一度頼む(&amp;A)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>再戦(&amp;R)</translation>
    </message>
    <message>
        <source>The same players again, with a new deal</source>
        <translation>同じプレイヤーで、新しい配りでもう一度</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>&amp;Rules reference</source>
        <translation>ルール参照(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Gameshelf</source>
        <translation>Gameshelf について(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>AI Easy</source>
        <translation>AI：かんたん</translation>
    </message>
    <message>
        <source>AI Normal</source>
        <translation>AI：ふつう</translation>
    </message>
    <message>
        <source>AI Hard</source>
        <translation>AI：むずかしい</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>Ada</source>
        <translation>エイダ</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>ブルーノ</translation>
    </message>
    <message>
        <source>Clara</source>
        <translation>クララ</translation>
    </message>
    <message>
        <source>Diego</source>
        <translation>ディエゴ</translation>
    </message>
    <message>
        <source>Elena</source>
        <translation>エレナ</translation>
    </message>
    <message>
        <source>Felix</source>
        <translation>フェリックス</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>座席{number}</translation>
    </message>
    <message>
        <source>Tick exactly {needed} tribes for {players} players (ticked now: {ticked}). Ethnos uses 6 tribes, or 5 with 2 or 3 players.</source>
        <translation>{players}人プレイでは部族をちょうど{needed}つ選んでください（現在{ticked}つ）。エスノスでは6部族（2～3人では5部族）を使います。</translation>
    </message>
    <message>
        <source>Two players have the same name: give each player a different name.</source>
        <translation>同じ名前のプレイヤーがいます。それぞれ別の名前にしてください。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Game options</source>
        <translation>ゲームオプション</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The same seed and the same moves always give the same game. Leave it empty for a new shuffle.</source>
        <translation>同じシードで同じ行動をとれば、必ず同じゲームになります。空欄にすると新しくシャッフルします。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>{size} bytes is larger than the limit of {limit} bytes</source>
        <translation>{size} バイトあり、上限の {limit} バイトを超えています</translation>
    </message>
    <message>
        <source>cannot read it ({reason})</source>
        <translation>読み込めません（{reason}）</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>UTF-8 のテキストではありません（{byte} バイト目）</translation>
    </message>
    <message>
        <source>nested {depth} levels deep (the limit is {limit})</source>
        <translation>入れ子が {depth} 段あります（上限は {limit} 段）</translation>
    </message>
    <message>
        <source>not valid TOML: a value is too large to read</source>
        <translation>TOML として読めません：値が大きすぎます</translation>
    </message>
    <message>
        <source>not valid TOML</source>
        <translation>TOML として正しくありません</translation>
    </message>
    <message>
        <source>not valid TOML at line {line}, column {column}</source>
        <translation>TOML として正しくありません（{line} 行目、{column} 文字目）</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: nested deeper than {limit} levels</source>
        <translation>キー &apos;{path}&apos;：入れ子が {limit} 段を超えています</translation>
    </message>
    <message>
        <source>the file has {count} keys (the limit is {limit})</source>
        <translation>ファイルにキーが {count} 個あります（上限は {limit} 個）</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} keys (the limit is {limit})</source>
        <translation>キー &apos;{path}&apos;：キーが {count} 個あります（上限は {limit} 個）</translation>
    </message>
    <message>
        <source>a key in &apos;{path}&apos; is longer than {limit} characters</source>
        <translation>&apos;{path}&apos; の中のキーが {limit} 文字を超えています</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} entries (the limit is {limit})</source>
        <translation>キー &apos;{path}&apos;：項目が {count} 個あります（上限は {limit} 個）</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {count} characters (the limit is {limit})</source>
        <translation>キー &apos;{path}&apos;：{count} 文字あります（上限は {limit} 文字）</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is out of range</source>
        <translation>キー &apos;{path}&apos;：値 {value} は範囲外です</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is not a number a game can use</source>
        <translation>キー &apos;{path}&apos;：値 {value} はゲームで使える数ではありません</translation>
    </message>
    <message>
        <source>unknown key &apos;{path}&apos;</source>
        <translation>不明なキー &apos;{path}&apos;</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: not a value Gameshelf can use</source>
        <translation>キー &apos;{path}&apos;：このアプリでは使えない値です</translation>
    </message>
    <message>
        <source>not a valid save file: {problem}</source>
        <translation>正しい保存ファイルではありません：{problem}</translation>
    </message>
    <message>
        <source>cannot read {file}: {problem}</source>
        <translation>{file} を読み込めません：{problem}</translation>
    </message>
    <message>
        <source>cannot load the save</source>
        <translation>保存したゲームを読み込めません</translation>
    </message>
    <message>
        <source>key &apos;format&apos;: version {version} is not supported (expected 1)</source>
        <translation>キー &apos;format&apos;：バージョン {version} には対応していません（対応しているのは 1）</translation>
    </message>
    <message>
        <source>key &apos;game&apos;: unknown game {game}</source>
        <translation>キー &apos;game&apos;：不明なゲーム {game}</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;: {count} seats, {game} is for at most {limit}</source>
        <translation>キー &apos;seats&apos;：席が {count} 個あります（&apos;{game}&apos; は最大 {limit} 人）</translation>
    </message>
    <message>
        <source>key &apos;actions&apos;: {count} actions, more than a game of {game} can have (the limit is {limit})</source>
        <translation>キー &apos;actions&apos;：手が {count} 個あり、&apos;{game}&apos; の1ゲームで可能な数を超えています（上限は {limit}）</translation>
    </message>
    <message>
        <source>cannot set up a game of {game} with the file&apos;s seats and options</source>
        <translation>ファイルの席とオプションでは &apos;{game}&apos; のゲームを準備できません</translation>
    </message>
    <message>
        <source>action {number} is not an action of the game</source>
        <translation>{number} 手目はこのゲームの手ではありません</translation>
    </message>
    <message>
        <source>action {number} ({action}) comes after the game ended</source>
        <translation>{number} 手目（{action}）はゲーム終了後の手です</translation>
    </message>
    <message>
        <source>action {number} ({action}) is not legal at that point</source>
        <translation>{number} 手目（{action}）はその時点では指せない手です</translation>
    </message>
    <message>
        <source>action {number} ({action}) cannot be played</source>
        <translation>{number} 手目（{action}）をプレイできません</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: not a table</source>
        <translation>キー &apos;seats&apos; の {index} 番目：表ではありません</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: a player needs a name</source>
        <translation>キー &apos;{path}&apos;：プレイヤーに名前がありません</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {length} characters, the limit is {limit}</source>
        <translation>キー &apos;{path}&apos;：{length} 文字あります（上限は {limit} 文字）</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: a name cannot hold control characters or line breaks</source>
        <translation>キー &apos;{path}&apos;：名前に制御文字や改行は使えません</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: {value} is not a colour &apos;#rrggbb&apos;</source>
        <translation>キー &apos;{path}&apos;：{value} は色（&apos;#rrggbb&apos;）ではありません</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: {value} is not a kind of seat</source>
        <translation>キー &apos;seats&apos; の {index} 番目：{value} は席の種類ではありません</translation>
    </message>
    <message>
        <source>key &apos;seats&apos;, entry {index}: {value} is not an AI level</source>
        <translation>キー &apos;seats&apos; の {index} 番目：{value} は AI のレベルではありません</translation>
    </message>
    <message>
        <source>missing key &apos;{path}&apos;</source>
        <translation>キー &apos;{path}&apos; がありません</translation>
    </message>
    <message>
        <source>key &apos;{path}&apos;: expected {expected}, got {value}</source>
        <translation>キー &apos;{path}&apos;：{expected}が必要ですが、値は {value} です</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>配列</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>ReaversInteraction</name>
    <message>
        <source>Drop the Reaver on a Specialize slot, your Leader space or your Glory pile.</source>
        <translation>リーヴァーは専門化スロット、リーダースペース、栄光の山のどれかに置いてください。</translation>
    </message>
    <message>
        <source>Drop the pawn on an Action Location.</source>
        <translation>コマはアクション場所に置いてください。</translation>
    </message>
    <message>
        <source>That is not what this decision asks: {what}.</source>
        <translation>今の決定はそれではありません：{what}。</translation>
    </message>
    <message>
        <source>Drag the Reaver onto a Specialize slot, your Leader space or your Glory pile.</source>
        <translation>リーヴァーを専門化スロット、リーダースペース、栄光の山のどれかにドラッグしてください。</translation>
    </message>
    <message>
        <source>{card} specializes only in the {slot} slot.</source>
        <translation>{card}は{slot}スロットでしか専門化できません。</translation>
    </message>
</context>
<context>
    <name>ReaversView</name>
    <message>
        <source>Choose one.</source>
        <translation>1つ選んでください。</translation>
    </message>
    <message>
        <source>Click a lit Action Location for your pawn.</source>
        <translation>コマを置く光っているアクション場所をクリックしてください。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Cards in the Glory pile</source>
        <translation>栄光の山のカード</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Ties: the most cards in the Glory pile, then Food and Favor.</source>
        <translation>同点：栄光の山のカードが多い方、次に食料と好意の合計。</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Activation {number} of {total}</source>
        <translation>起動 {number}/{total}</translation>
    </message>
    <message>
        <source>Start player: {name}</source>
        <translation>スタートプレイヤー：{name}</translation>
    </message>
    <message>
        <source>Honor Ship: {name}</source>
        <translation>名誉の船：{name}</translation>
    </message>
    <message>
        <source> (thinking…)</source>
        <translation>（思考中…）</translation>
    </message>
    <message>
        <source>Deck: {count}</source>
        <translation>山札 {count}</translation>
    </message>
    <message>
        <source>Journeys: {count}</source>
        <translation>航海 {count}</translation>
    </message>
    <message>
        <source>Defense {count}</source>
        <translation>防御値 {count}</translation>
    </message>
    <message>
        <source>Crew dice {count}/{total}</source>
        <translation>クルーダイス {count}/{total}</translation>
    </message>
    <message>
        <source>Glory pile: {count}</source>
        <translation>栄光の山 {count}</translation>
    </message>
    <message>
        <source>{slot} {count}/{total}</source>
        <translation>{slot} {count}/{total}</translation>
    </message>
    <message>
        <source>Ship Upgrades</source>
        <translation>船の改良</translation>
    </message>
    <message>
        <source>Your Prophecies</source>
        <translation>あなたの予言</translation>
    </message>
    <message>
        <source>Recruited</source>
        <translation>募集した</translation>
    </message>
    <message>
        <source>Pawns left this round: {count}</source>
        <translation>このラウンドの残りのコマ：{count}</translation>
    </message>
    <message>
        <source>Dice {dice} · Artifacts {artifacts} · Specialized {slots}</source>
        <translation>ダイス {dice}・アーティファクト {artifacts}・専門化 {slots}</translation>
    </message>
    <message>
        <source>{name} · {card} · Defense {defense}</source>
        <translation>{name}・{card}・防御値 {defense}</translation>
    </message>
    <message>
        <source>Successes {successes} · combat dice {dice}</source>
        <translation>成功 {successes}・戦闘ダイス {dice}</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Reroll the chosen (1 Favor)</source>
        <translation>振り直す（好意1）</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}：{prompt}</translation>
    </message>
    <message>
        <source>chance to win {percent}</source>
        <translation>勝率 {percent}</translation>
    </message>
    <message>
        <source>Use no more Artifacts</source>
        <translation>アーティファクトをもう使わない</translation>
    </message>
    <message>
        <source>Take 2 from the deck</source>
        <translation>山札から2枚取る</translation>
    </message>
    <message>
        <source>Roll the combat dice</source>
        <translation>戦闘ダイスを振る</translation>
    </message>
    <message>
        <source>Accept the roll</source>
        <translation>出目を受け入れる</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Drag your pawn onto an Action Location: everyone may follow it, you get the first seat bonus.</source>
        <translation>コマをアクション場所にドラッグしてください。全員が追従でき、あなたは最初の席ボーナスを得ます。</translation>
    </message>
    <message>
        <source>Drag a recruited Reaver onto its Specialize slot, your Leader space (Promote) or your Glory pile (Rally).</source>
        <translation>募集したリーヴァーを専門化スロット、リーダースペース（昇進）、栄光の山（招集）のどれかにドラッグしてください。</translation>
    </message>
    <message>
        <source>Your longship is full: click a die to discard it.</source>
        <translation>ロングシップが満杯です。捨てるダイスをクリックしてください。</translation>
    </message>
    <message>
        <source>Click a Trade die to take it.</source>
        <translation>取る交易ダイスをクリックしてください。</translation>
    </message>
    <message>
        <source>Click a stack of Reavers, or the deck, to take it.</source>
        <translation>リーヴァーの山か山札をクリックして取ってください。</translation>
    </message>
    <message>
        <source>Click a pair of spoils, or the deck, to take it.</source>
        <translation>戦利品の組か山札をクリックして取ってください。</translation>
    </message>
    <message>
        <source>Click a Sea Battle, or the deck, to take it.</source>
        <translation>海戦カードか山札をクリックして取ってください。</translation>
    </message>
    <message>
        <source>Click a Territory stack to fight for its top tile.</source>
        <translation>領土の山をクリックして一番上のタイルに挑んでください。</translation>
    </message>
    <message>
        <source>Click a Prophecy, or the deck, to take it.</source>
        <translation>予言か山札をクリックして取ってください。</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>追従する</translation>
    </message>
    <message>
        <source>Do not pillage</source>
        <translation>焼き討ちしない</translation>
    </message>
    <message>
        <source>Put the die on the board</source>
        <translation>ダイスをボードに置く</translation>
    </message>
    <message>
        <source>Fit the token</source>
        <translation>トークンを付ける</translation>
    </message>
    <message>
        <source>Pay the Journey&apos;s cost</source>
        <translation>航海のコストを払う</translation>
    </message>
    <message>
        <source>Suffer the Journey</source>
        <translation>航海の効果を受ける</translation>
    </message>
    <message>
        <source>Pay the dice combination</source>
        <translation>ダイスの組み合わせを払う</translation>
    </message>
    <message>
        <source>Fight it in combat</source>
        <translation>戦闘で戦う</translation>
    </message>
    <message>
        <source>{location}: follow, paying {cost}, for {bonus} — or Rest for {food} or a die.</source>
        <translation>{location}：{cost}を払って追従し{bonus}を得るか、休息して{food}かダイス1個を得ます。</translation>
    </message>
    <message>
        <source>{location}: follow for {bonus} — or Rest for {food} or a die.</source>
        <translation>{location}：追従して{bonus}を得るか、休息して{food}かダイス1個を得ます。</translation>
    </message>
    <message>
        <source>{location}: you cannot pay {cost} to follow — Rest for {food} or a die.</source>
        <translation>{location}：{cost}を払えないので追従できません。休息して{food}かダイス1個を得ます。</translation>
    </message>
    <message>
        <source>Draw a Spoils card: click Village Spoils or Keep Spoils.</source>
        <translation>戦利品カードを1枚引きます：村の戦利品か砦の戦利品をクリックしてください。</translation>
    </message>
    <message>
        <source>{die} ({face})</source>
        <translation>{die}（{face}）</translation>
    </message>
    <message>
        <source>{count}× {face}</source>
        <translation>{face}×{count}</translation>
    </message>
    <message>
        <source>Pick {location}</source>
        <translation>{location}を選ぶ</translation>
    </message>
    <message>
        <source>Rest: take {food}</source>
        <translation>休息：{food}</translation>
    </message>
    <message>
        <source>Rest: take a {die}</source>
        <translation>休息：{die}</translation>
    </message>
    <message>
        <source>Take a {die}</source>
        <translation>{die}を取る</translation>
    </message>
    <message>
        <source>Discard the {die}</source>
        <translation>{die}を捨てる</translation>
    </message>
    <message>
        <source>Commit the {token}</source>
        <translation>{token}を投入する</translation>
    </message>
    <message>
        <source>Store it on {card}</source>
        <translation>{card}に置く</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>Put {card} in the Glory pile</source>
        <translation>{card}を栄光の山へ</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>{cards}を取る</translation>
    </message>
    <message>
        <source>{use}: {card}</source>
        <translation>{use}：{card}</translation>
    </message>
    <message>
        <source>Take the {die}</source>
        <translation>{die}を取る</translation>
    </message>
    <message>
        <source>Take the top Prophecy</source>
        <translation>山札の予言を取る</translation>
    </message>
    <message>
        <source>Take the top Sea Battle</source>
        <translation>山札の海戦カードを取る</translation>
    </message>
    <message>
        <source>Take {glory} instead</source>
        <translation>代わりに{glory}を得る</translation>
    </message>
    <message>
        <source>Pillage {card}</source>
        <translation>{card}を焼き討ちする</translation>
    </message>
    <message>
        <source>{name} is deciding: {what}.</source>
        <translation>{name}が決定中：{what}。</translation>
    </message>
    <message>
        <source>{location}: follow, paying {cost}, with no seat bonus — or Rest for {food} or a die.</source>
        <translation>{location}：{cost}を払って追従します（席ボーナスはありません）。または休息して{food}かダイス1個を得ます。</translation>
    </message>
    <message>
        <source>{location}: follow with no seat bonus — or Rest for {food} or a die.</source>
        <translation>{location}：追従します（席ボーナスはありません）。または休息して{food}かダイス1個を得ます。</translation>
    </message>
    <message>
        <source>Pay {faces}: click a lit die (or token) of your longship.</source>
        <translation>{faces}を払います。ロングシップの光っているダイス（かトークン）をクリックしてください。</translation>
    </message>
    <message>
        <source>Click a lit Artifact to store the new {face} die on it, or put it on the board.</source>
        <translation>新しい{face}のダイスを置く光っているアーティファクトをクリックするか、ボードに置いてください。</translation>
    </message>
    <message>
        <source>Choose the face of the new {die}.</source>
        <translation>新しい{die}の面を選んでください。</translation>
    </message>
    <message>
        <source>Follow (pay {cost})</source>
        <translation>追従する（{cost}）</translation>
    </message>
    <message>
        <source>Pay {face} with the {die}</source>
        <translation>{die}で{face}を払う</translation>
    </message>
    <message>
        <source>Commit the {die}</source>
        <translation>{die}を投入する</translation>
    </message>
    <message>
        <source>Pay {face} with the {token}</source>
        <translation>{token}で{face}を払う</translation>
    </message>
    <message>
        <source>Beat it: pay its dice combination ({combo}) or fight it in combat against Defense {defense}.</source>
        <translation>倒し方を選んでください：ダイスの組み合わせ（{combo}）を払うか、防御値{defense}を相手に戦闘で戦います。</translation>
    </message>
    <message>
        <source>{what}.</source>
        <translation>{what}。</translation>
    </message>
    <message>
        <source>That move is not possible now ({reason}).</source>
        <translation>その手は今はできません（{reason}）。</translation>
    </message>
    <message>
        <source>Combat: click lit dice of your longship to commit them, then Roll. {chance}</source>
        <translation>戦闘：投入するダイスをロングシップでクリックし、振ってください。{chance}</translation>
    </message>
    <message>
        <source>Click combat dice to reroll them (1 Favor), then Reroll — or Accept. {chance}</source>
        <translation>振り直す戦闘ダイスをクリックして振り直す（好意1）か、受け入れてください。{chance}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>{game}のルール</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>AI speed</source>
        <translation>AIの速さ</translation>
    </message>
    <message>
        <source>How long the AI pauses before its move, so that you can follow it.</source>
        <translation>AIが行動する前に少し待つ時間です。AIの手番を目で追えるようにします。</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Ask before ending my turn</source>
        <translation>手番を終える前に確認する</translation>
    </message>
    <message>
        <source>Casual undo: take back any move</source>
        <translation>自由な取り消し：どの行動も取り消せる</translation>
    </message>
    <message>
        <source>Also a move that showed cards or rolled dice. The deck keeps its order and the dice their rolls, so after such an undo you would know what comes next.</source>
        <translation>カードが見えた行動やダイスを振った行動も取り消せます。山札の順番もダイスの出目も変わらないため、取り消すと次に何が来るかがわかってしまいます。</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>AI speed</comment>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>AI speed</comment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>AI speed</comment>
        <translation>速い</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>animations</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Ask the AI for a suggestion; it lights up on the board. Ask again to see the other moves it liked.</source>
        <translation>AIに提案を求めます。提案はボード上で光ります。もう一度押すと、AIが評価したほかの手も表示します。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Choose a game to play against the computer or with friends on this computer.</source>
        <translation>ゲームを選んで、コンピューターと対戦したり、このコンピューターで友だちと遊んだりしましょう。</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>前回のゲームを続ける</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>ゲームを読み込む…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Gameshelf について…</translation>
    </message>
</context>
</TS>
