"""Sayfa Türkçe."""

from __future__ import annotations

from typing import Final

from . import Words, only_one

WORDS: Final = Words(
    code="tr",
    html_lang="tr",
    own_name="Türkçe",
    plural=only_one,
    group=".",
    decimal=",",
    title="Baker's Dozen: günlük dağıtım sıralamaları",
    intro=(
        "Herkes her gün aynı dağıtımı oynar. Bu sıralamalardaki her oyun, sayılmadan önce "
        "sunucu tarafından hamle hamle yeniden oynandı."
    ),
    today="Bugün, {date}",
    yesterday="Dün, {date}",
    day="{date} dağıtımı",
    previous_day="Önceki gün",
    next_day="Sonraki gün",
    players=("{n} oyuncu",),
    wins=("{n} galibiyet",),
    rank="Sıra",
    name="Oyuncu",
    time="Süre",
    moves="Hamle",
    score="Puan",
    nobody="Henüz oynanmadı: {variants}.",
    no_wins="Henüz yardımsız kazanılan oyun yok.",
    note_replayed="Sunucu her oyunu dağıtımdan başlayarak yeniden oynar; kuralların izin "
    "vermediği bir hamleyi ya da başka bir dağıtıma ait bir oyunu reddeder.",
    note_ranked="Yalnızca çözücünün yardımı olmadan kazanılan oyunlar sıralanır, aynı "
    "hamleler ise yalnızca onları ilk gönderen oyuncu için; diğer oyunlar oynanmış sayılır.",
    note_times="Süreler, her oyuncunun oyununun bildirdiği gibidir: sunucu bir saati "
    "göremez. Yalnızca imkânsız olanı, oyuncunun kendi yaptığı hamle başına {floor} "
    "saniyeden azını reddeder.",
    note_moves="Hamleler, otomatik olanlar da dahil, kazanılan oyunun bütün hamleleridir.",
    par="par {moves}",
    note_par="Par, çözücünün dağıtım için bulduğu en az hamleli kazançtır (hamleler yukarıdaki"
    " gibi sayılır): bilinen en iyi sayı, kanıtlanmış en az sayı değil.",
    language="Dil",
    unavailable="Sıralamalar şu anda okunamıyor: biraz sonra yeniden deneyin.",
    no_such_page="Böyle bir sayfa yok.",
    no_such_day="{date} için sıralama yok: tarihler YYYY-AA-GG biçiminde yazılır.",
    watch="Bu oyunu hamle hamle izle",
    back_to_boards="{date} sıralamalarına dön",
    result="Sonuç",
    won="Kazanıldı",
    won_with_help="Yardımla kazanıldı",
    not_won="Kazanılmadı",
    the_deal="Dağıtım",
    move_of="Hamle {number} / {count}",
    previous_move="Önceki hamle",
    next_move="Sonraki hamle",
    last_move="Son hamle",
    moves_heading="Hamleler",
    line_as_text="Hamleler metin olarak",
    table_as_text="Masa metin olarak",
    table_dealt="Dağıtıldığı gibi masa",
    table_after="{number}. hamleden sonra masa",
    to_foundation="temel",
    to_empty="boş sütun {column}",
    no_such_entry="Sıralamalarda {id} numaralı oyun yok.",
    variants={
        "bakers-dozen": "Baker's Dozen",
        "spanish-patience": "Spanish Patience",
        "portuguese-solitaire": "Portuguese Solitaire",
        "good-measure": "Good Measure",
        "castles-in-spain": "Castles in Spain",
        "bakers-dozen-1883": "Baker's Dozen, 1883 baskısı",
    },
)
