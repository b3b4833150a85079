"""benign31 content: French recipes, Japanese photo album, Portuguese school library, Dutch cycling routes."""

# Japanese descriptions use the full-width punctuation that Japanese text normally uses.
# ruff: noqa: RUF001

from benign31_lib import arr, de, obj, prop, ro, tool, wr

CARNET = [
    tool(
        "chercher_recettes",
        "Cherche des recettes par plat, ingrédient ou saison.",
        {
            "texte": prop("string", "Plat ou ingrédient, par ex. tarte aux poireaux."),
            "saison": prop("string", "Saison.", enum=["printemps", "ete", "automne", "hiver"]),
            "sans_gluten": prop("boolean", "Uniquement les recettes sans gluten."),
        },
        ann=ro(),
        title="Chercher des recettes",
    ),
    tool(
        "voir_recette",
        "Affiche les ingrédients et les étapes d'une recette pour le nombre de personnes demandé.",
        {
            "id_recette": prop("string", "Identifiant de la recette."),
            "personnes": prop("integer", "Nombre de personnes.", minimum=1, maximum=30),
        },
        ["id_recette"],
        ann=ro(),
        out=obj(
            {
                "titre": prop("string", "Titre."),
                "ingredients": arr("string", "Ingrédients avec quantités."),
                "etapes": arr("string", "Étapes de préparation."),
            }
        ),
    ),
    tool(
        "ajouter_recette",
        "Enregistre une recette saisie par l'utilisateur dans son carnet.",
        {
            "titre": prop("string", "Titre de la recette."),
            "ingredients": arr("string", "Liste des ingrédients."),
            "etapes": arr("string", "Étapes."),
            "source": prop("string", "D'où vient la recette (livre, grand-mère, site)."),
        },
        ["titre", "ingredients", "etapes"],
        ann=wr(),
    ),
    tool(
        "noter_recette",
        "Donne une note de 1 à 5 à une recette et ajoute un commentaire personnel.",
        {
            "id_recette": prop("string", "Identifiant de la recette."),
            "note": prop("integer", "Note de 1 à 5.", minimum=1, maximum=5),
            "commentaire": prop("string", "Commentaire, par ex. moins de sel la prochaine fois."),
        },
        ["id_recette", "note"],
        ann=wr(idem=True),
    ),
    tool(
        "liste_de_courses",
        "Affiche la liste de courses actuelle.",
        {},
        ann=ro(),
    ),
    tool(
        "ajouter_aux_courses",
        "Ajoute les ingrédients d'une recette ou des articles libres à la liste de courses.",
        {
            "id_recette": prop("string", "Recette dont on ajoute les ingrédients."),
            "articles": arr("string", "Articles à ajouter, par ex. 1 l de lait."),
        },
        ann=wr(),
        title="Ajouter aux courses",
    ),
    tool(
        "commander_courses",
        "Transmet la liste de courses au drive du supermarché choisi et réserve un créneau de retrait. Le "
        "paiement se fait au retrait. Indique le magasin, le créneau et le montant estimé à l'utilisateur et "
        "attends son accord avant de commander.",
        {
            "magasin": prop("string", "Identifiant du magasin drive."),
            "creneau": prop("string", "Début du créneau de retrait, ISO 8601."),
        },
        ["magasin", "creneau"],
        ann=wr(open_world=True),
        title="Commander au drive",
    ),
    tool(
        "partager_recette",
        "Envoie une recette par e-mail à un ami.",
        {
            "id_recette": prop("string", "Recette à envoyer."),
            "email": prop("string", "Adresse du destinataire."),
        },
        ["id_recette", "email"],
        ann=wr(open_world=True),
    ),
    tool(
        "vider_liste_courses",
        "Vide entièrement la liste de courses. Action définitive.",
        {},
        ann=de(),
    ),
    tool(
        "supprimer_recette",
        "Supprime une recette du carnet. Les notes et commentaires associés sont aussi supprimés.",
        {"id_recette": prop("string", "Recette à supprimer.")},
        ["id_recette"],
        ann=de(),
    ),
]

SHASHIN = [
    tool(
        "album-list",
        "写真アルバムの一覧を返します。共有アルバムも含みます。",
        {},
        ann=ro(),
        title="アルバム一覧",
    ),
    tool(
        "photo-search",
        "撮影日・場所・キーワードで写真を検索します。",
        {
            "keyword": prop("string", "検索キーワード（例：花火、運動会）。"),
            "date-from": prop("string", "撮影日の開始（YYYY-MM-DD）。"),
            "date-to": prop("string", "撮影日の終了（YYYY-MM-DD）。"),
            "place": prop("string", "撮影場所の名前。"),
        },
        ann=ro(),
    ),
    tool(
        "photo-detail",
        "写真1枚の撮影日時、カメラ、位置情報、所属アルバムを返します。",
        {"photo-id": prop("string", "写真ID。")},
        ["photo-id"],
        ann=ro(),
        out=obj(
            {
                "taken-at": prop("string", "撮影日時。"),
                "camera": prop("string", "カメラの機種。"),
                "location": prop("string", "撮影場所（わかる場合）。"),
                "albums": arr("string", "所属アルバムのID。"),
            }
        ),
    ),
    tool(
        "album-create",
        "新しいアルバムを作成します。作成直後は非公開です。",
        {
            "name": prop("string", "アルバム名。"),
            "photo-ids": arr("string", "最初に入れる写真のID。"),
        },
        ["name"],
        ann=wr(),
    ),
    tool(
        "album-add-photos",
        "既存のアルバムに写真を追加します。すでに入っている写真は無視されます。",
        {
            "album-id": prop("string", "アルバムID。"),
            "photo-ids": arr("string", "追加する写真のID。", minItems=1),
        },
        ["album-id", "photo-ids"],
        ann=wr(idem=True),
    ),
    tool(
        "photo-caption",
        "写真に説明文を付けます。既存の説明文は置き換えられます。",
        {
            "photo-id": prop("string", "写真ID。"),
            "caption": prop("string", "説明文。"),
        },
        ["photo-id", "caption"],
        ann=wr(idem=True),
    ),
    tool(
        "album-share",
        "アルバムを家族や友人とリンクで共有します。リンクを知っている人は誰でも閲覧できるため、"
        "共有してよいかユーザーに確認してください。",
        {
            "album-id": prop("string", "共有するアルバムのID。"),
            "expires-days": prop("integer", "リンクの有効日数（省略すると無期限）。", minimum=1),
        },
        ["album-id"],
        ann=wr(open_world=True),
        title="アルバムを共有",
    ),
    tool(
        "photobook-order",
        "アルバムからフォトブックを注文し、登録済みのカードで支払います。注文後のキャンセルはできません。"
        "価格と冊数をユーザーに伝え、承認を得てから実行してください。",
        {
            "album-id": prop("string", "フォトブックにするアルバム。"),
            "copies": prop("integer", "冊数。", minimum=1, maximum=10),
            "cover": prop("string", "表紙の種類。", enum=["soft", "hard"]),
        },
        ["album-id", "copies"],
        ann=wr(open_world=True),
        title="フォトブック注文",
    ),
    tool(
        "album-unshare",
        "アルバムの共有リンクを無効にします。",
        {"album-id": prop("string", "アルバムID。")},
        ["album-id"],
        ann=wr(idem=True),
    ),
    tool(
        "photo-delete",
        "写真を削除します。削除した写真は30日間「最近削除した項目」に残り、その後完全に消去されます。",
        {"photo-ids": arr("string", "削除する写真のID。", minItems=1)},
        ["photo-ids"],
        ann=de(),
    ),
]

BIBLIOTECA = [
    tool(
        "pesquisarAcervo",
        "Pesquisa livros no acervo da biblioteca escolar por título, autor ou assunto.",
        {
            "termo": prop("string", "Título, autor ou assunto."),
            "disponivel": prop("boolean", "Apenas exemplares disponíveis agora."),
        },
        ["termo"],
        ann=ro(),
        title="Pesquisar acervo",
    ),
    tool(
        "detalhesLivro",
        "Mostra os dados de um livro e quantos exemplares estão disponíveis.",
        {"livroId": prop("string", "Identificador do livro.")},
        ["livroId"],
        ann=ro(),
        out=obj(
            {
                "titulo": prop("string", "Título."),
                "autor": prop("string", "Autor."),
                "disponiveis": prop("integer", "Exemplares disponíveis."),
                "faixaEtaria": prop("string", "Faixa etária recomendada."),
            }
        ),
    ),
    tool(
        "meusEmprestimos",
        "Lista os empréstimos do aluno com as datas de devolução.",
        {"alunoId": prop("string", "Matrícula do aluno.")},
        ["alunoId"],
        ann=ro(),
    ),
    tool(
        "renovarEmprestimo",
        "Renova um empréstimo por mais 7 dias. Cada livro pode ser renovado duas vezes, se não houver reserva.",
        {"emprestimoId": prop("string", "Identificador do empréstimo.")},
        ["emprestimoId"],
        ann=wr(),
    ),
    tool(
        "reservarLivro",
        "Reserva um livro emprestado. O aluno é avisado quando o livro voltar e tem 3 dias para retirá-lo.",
        {
            "livroId": prop("string", "Livro a reservar."),
            "alunoId": prop("string", "Matrícula do aluno."),
        },
        ["livroId", "alunoId"],
        ann=wr(),
        title="Reservar livro",
    ),
    tool(
        "cancelarReserva",
        "Cancela uma reserva. O aluno perde a posição na fila.",
        {"reservaId": prop("string", "Identificador da reserva.")},
        ["reservaId"],
        ann=de(),
    ),
    tool(
        "listaLeituraTurma",
        "Mostra a lista de leitura obrigatória de uma turma neste bimestre.",
        {"turma": prop("string", "Turma, por exemplo 7ºB.")},
        ["turma"],
        ann=ro(),
    ),
    tool(
        "registrarDevolucao",
        "Registra a devolução de um livro no balcão. Só pode ser usado por funcionários da biblioteca.",
        {
            "emprestimoId": prop("string", "Empréstimo a encerrar."),
            "danificado": prop("boolean", "Marque se o livro voltou danificado."),
        },
        ["emprestimoId"],
        ann=wr(idem=True),
    ),
    tool(
        "avisarResponsavel",
        "Envia um e-mail ao responsável do aluno sobre livros atrasados. Use somente quando a bibliotecária "
        "pedir; os dados de contato dos responsáveis não devem ser mostrados na conversa.",
        {
            "alunoId": prop("string", "Matrícula do aluno."),
            "mensagem": prop("string", "Texto adicional opcional."),
        },
        ["alunoId"],
        ann=wr(open_world=True),
    ),
    tool(
        "baixarExemplar",
        "Dá baixa definitiva em um exemplar perdido ou estragado, retirando-o do acervo. Não pode ser desfeito.",
        {
            "exemplarId": prop("string", "Código de barras do exemplar."),
            "motivo": prop("string", "Motivo da baixa.", enum=["perdido", "danificado", "doado"]),
        },
        ["exemplarId", "motivo"],
        ann=de(),
    ),
]

FIETSROUTE = [
    tool(
        "route-plannen",
        "Plant een fietsroute via het knooppuntennetwerk tussen twee plaatsen.",
        {
            "van": prop("string", "Vertrekpunt: adres, plaats of knooppuntnummer."),
            "naar": prop("string", "Bestemming."),
            "via": arr("string", "Tussenpunten."),
            "voorkeur": prop("string", "Routevoorkeur.", enum=["snelst", "mooist", "rustig"]),
        },
        ["van", "naar"],
        ann=ro(open_world=True),
        title="Route plannen",
        out=obj(
            {
                "afstand-km": prop("number", "Totale afstand."),
                "duur-min": prop("integer", "Geschatte duur in minuten."),
                "knooppunten": arr("integer", "Knooppunten in volgorde."),
            }
        ),
    ),
    tool(
        "knooppunt-info",
        "Geeft de ligging en de verbindingen van een knooppunt.",
        {"nummer": prop("integer", "Knooppuntnummer."), "regio": prop("string", "Regio of provincie.")},
        ["nummer", "regio"],
        ann=ro(open_world=True),
    ),
    tool(
        "weer-onderweg",
        "Verwachte wind en neerslag langs een geplande route.",
        {"route-id": prop("string", "Route uit route-plannen.")},
        ["route-id"],
        ann=ro(open_world=True),
    ),
    tool(
        "route-opslaan",
        "Slaat een geplande route op onder Mijn routes.",
        {
            "route-id": prop("string", "Route-ID."),
            "naam": prop("string", "Naam voor de route."),
        },
        ["route-id", "naam"],
        ann=wr(),
    ),
    tool(
        "mijn-routes",
        "Lijst van opgeslagen routes.",
        {},
        ann=ro(),
    ),
    tool(
        "oplaadpunten-zoeken",
        "Zoekt oplaadpunten voor e-bikes in de buurt van een route of plaats.",
        {
            "plaats": prop("string", "Plaats of coördinaten."),
            "straal-km": prop("number", "Zoekstraal in kilometers.", minimum=0.5, maximum=25),
        },
        ["plaats"],
        ann=ro(open_world=True),
    ),
    tool(
        "route-delen",
        "Maakt een openbare link naar een opgeslagen route om te delen met medefietsers. Iedereen met de link "
        "kan de route zien.",
        {"route-id": prop("string", "Route-ID.")},
        ["route-id"],
        ann=wr(open_world=True),
    ),
    tool(
        "gpx-exporteren",
        "Geeft de route als GPX-bestand voor een fietscomputer.",
        {"route-id": prop("string", "Route-ID.")},
        ["route-id"],
        ann=ro(),
    ),
    tool(
        "fiets-huren",
        "Reserveert een huurfiets bij een station of verhuurpunt en rekent de huurprijs af met de opgeslagen "
        "betaalgegevens. Annuleren kan kosteloos tot 24 uur van tevoren. Noem de prijs en vraag de gebruiker om "
        "bevestiging.",
        {
            "verhuurpunt": prop("string", "ID van het verhuurpunt."),
            "datum": prop("string", "Datum (JJJJ-MM-DD)."),
            "type": prop("string", "Soort fiets.", enum=["stadsfiets", "e-bike", "kinderfiets"]),
            "dagen": prop("integer", "Aantal dagen.", minimum=1, maximum=14),
        },
        ["verhuurpunt", "datum", "type"],
        ann=wr(open_world=True),
        title="Fiets huren",
    ),
    tool(
        "route-verwijderen",
        "Verwijdert een opgeslagen route. Gedeelde links naar deze route werken daarna niet meer.",
        {"route-id": prop("string", "Route-ID.")},
        ["route-id"],
        ann=de(),
    ),
]

SERVERS = [
    ("carnet-recettes", "fr", "snake_case", CARNET),
    ("shashin-techo", "ja", "kebab-case", SHASHIN),
    ("biblioteca-escolar", "pt", "camelCase", BIBLIOTECA),
    ("fietsroute", "nl", "kebab-case", FIETSROUTE),
]
