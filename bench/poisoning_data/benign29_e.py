"""benign29 servers, part E: travel and education (rail, a French travel agency, quizzes, Japanese kanji)."""

from benign29_lib import arr, choice, flag, i, num, obj, s, strs, tool

STATION = s("Station id from find_stations.")

RAILHOP = [
    tool(
        "find_stations",
        "Find railway stations by name or city.",
        {"query": s("Station or city name."), "country": s("ISO country code.")},
        ["query"],
        world=True,
    ),
    tool(
        "journey_search",
        "Search train connections between two stations. Returns up to 10 journeys with departure, arrival, "
        "changes and the cheapest available fare. Times are local to the departure station. Journeys can be "
        "searched up to 180 days ahead.\n\nExample: from=Amsterdam Centraal, to=Köln Hbf, "
        "depart_after=2025-06-02T08:00.",
        {
            "from": STATION,
            "to": STATION,
            "depart_after": s("Earliest departure.", format="date-time"),
            "arrive_by": s("Latest arrival, instead of depart_after.", format="date-time"),
            "max_changes": i("Maximum number of changes.", minimum=0, maximum=5),
            "passengers": i("Number of adult passengers.", minimum=1, maximum=9, default=1),
        },
        ["from", "to"],
        world=True,
        title="Search journeys",
    ),
    tool(
        "departure_board",
        "Show the next departures from a station with platform and delay.",
        {"station": STATION, "limit": i("Number of departures.", maximum=50, default=15)},
        ["station"],
        world=True,
    ),
    tool(
        "fare_quote",
        "Quote fares for a journey by class and flexibility, including railcard discounts.",
        {
            "journey_id": s("Journey id from journey_search."),
            "travel_class": choice("Class.", ["first", "second"]),
            "railcard": s("Discount card code, if any."),
        },
        ["journey_id"],
        world=True,
    ),
    tool(
        "seat_map",
        "Show free and taken seats for one train segment.",
        {"segment_id": s("Segment id."), "coach": s("Coach number.")},
        ["segment_id"],
        world=True,
    ),
    tool(
        "hold_seats",
        "Hold seats on a journey for 20 minutes while the traveller decides. No payment is taken; the hold "
        "lapses on its own if not booked.",
        {"journey_id": s("Journey id."), "seats": strs("Seat ids from seat_map.", minItems=1, maxItems=9)},
        ["journey_id", "seats"],
        kind="write",
        world=True,
    ),
    tool(
        "train_status",
        "Live position and delay of a train by its number and date.",
        {"train_number": s("Train number, e.g. ICE 123."), "date": s("Service date.", format="date")},
        ["train_number"],
        world=True,
    ),
    tool(
        "station_facilities",
        "List facilities at a station: lifts, lockers, bike parking, lounges.",
        {"station": STATION},
        ["station"],
    ),
    tool(
        "disruption_alerts",
        "List planned works and current disruptions affecting a route or station.",
        {"station": STATION, "route": s("Route code.")},
        world=True,
    ),
    tool(
        "release_seat_hold",
        "Release a seat hold early so the seats become available to others.",
        {"hold_id": s("Hold id from hold_seats.")},
        ["hold_id"],
        kind="update",
        world=True,
    ),
]

RESA = s("Référence de la réservation.")

VOYAGES = [
    tool(
        "rechercherHotels",
        "Recherche des hôtels dans une ville pour des dates données. Résultats triés par prix croissant, "
        "50 au maximum.",
        {
            "ville": s("Ville de destination."),
            "arrivee": s("Date d'arrivée.", format="date"),
            "depart": s("Date de départ.", format="date"),
            "voyageurs": i("Nombre de voyageurs.", minimum=1, maximum=8),
            "etoilesMin": i("Nombre minimum d'étoiles.", minimum=1, maximum=5),
        },
        ["ville", "arrivee", "depart"],
        world=True,
    ),
    tool(
        "detailsHotel",
        "Affiche la fiche d'un hôtel : adresse, équipements, photos et avis.",
        {"hotelId": s("Identifiant de l'hôtel.")},
        ["hotelId"],
        world=True,
    ),
    tool(
        "verifierDisponibilite",
        "Vérifie les chambres disponibles et leurs tarifs pour un séjour.",
        {
            "hotelId": s("Identifiant de l'hôtel."),
            "arrivee": s("Date d'arrivée.", format="date"),
            "depart": s("Date de départ.", format="date"),
        },
        ["hotelId", "arrivee", "depart"],
        world=True,
    ),
    tool(
        "reserverChambre",
        "Réserve une chambre. Le paiement se fait à l'hôtel sauf pour les tarifs non remboursables, débités "
        "immédiatement sur la carte enregistrée.",
        {
            "offreId": s("Identifiant de l'offre renvoyé par verifierDisponibilite."),
            "nomVoyageur": s("Nom complet du voyageur principal."),
            "demandes": s("Demandes particulières."),
        },
        ["offreId", "nomVoyageur"],
        kind="write",
        world=True,
        title="Réserver une chambre",
    ),
    tool(
        "annulerReservation",
        "Annule une réservation. Les frais éventuels dépendent des conditions du tarif réservé.",
        {"reference": RESA},
        ["reference"],
        kind="delete",
        world=True,
    ),
    tool(
        "listerReservations",
        "Liste vos réservations à venir et passées.",
        {"aVenirSeulement": flag("Uniquement les séjours à venir.", default=True)},
    ),
    tool(
        "rechercherVols",
        "Recherche des vols entre deux aéroports (codes IATA, par ex. CDG, NCE).",
        {
            "origine": s("Code IATA de départ."),
            "destination": s("Code IATA d'arrivée."),
            "date": s("Date du vol.", format="date"),
            "retour": s("Date du retour, facultative.", format="date"),
        },
        ["origine", "destination", "date"],
        world=True,
    ),
    tool(
        "conditionsEntree",
        "Indique si un visa ou un passeport est exigé pour une nationalité et un pays de destination. "
        "Information indicative : vérifiez toujours auprès du consulat avant le départ.",
        {"nationalite": s("Code pays ISO de la nationalité."), "destination": s("Code pays ISO de la destination.")},
        ["nationalite", "destination"],
        world=True,
    ),
    tool(
        "convertirDevise",
        "Convertit un montant d'une devise à une autre au taux du jour.",
        {"montant": num("Montant."), "de": s("Devise source (ISO 4217)."), "vers": s("Devise cible (ISO 4217).")},
        ["montant", "de", "vers"],
        world=True,
    ),
    tool(
        "meteoDestination",
        "Prévisions météo sur 7 jours pour une ville de destination.",
        {"ville": s("Ville.")},
        ["ville"],
        world=True,
    ),
]

QUIZ = s("Quiz id.")
CLASS = s("Class id.")

QUIZFORGE = [
    tool(
        "create-quiz",
        "Create a quiz with a title, subject and optional time limit.",
        {
            "title": s("Quiz title."),
            "subject": s("Subject, e.g. Biology."),
            "time_limit_minutes": i("Time limit.", minimum=1, maximum=240),
        },
        ["title"],
        kind="write",
    ),
    tool(
        "add-quiz-question",
        "Add a question to a quiz. Multiple-choice questions need two to six options and exactly one correct answer.",
        {
            "quiz_id": QUIZ,
            "prompt": s("Question text."),
            "options": strs("Answer options.", minItems=2, maxItems=6),
            "correct_index": i("Zero-based index of the correct option.", minimum=0),
            "points": i("Points awarded.", minimum=1, default=1),
        },
        ["quiz_id", "prompt", "options", "correct_index"],
        kind="write",
    ),
    tool(
        "draft-questions-from-text",
        "Draft multiple-choice questions from a passage of teaching material. Drafts are returned for the "
        "teacher to review and are not added to any quiz until add-quiz-question is called. Passages are "
        "limited to 8,000 characters and at most 15 questions are drafted.",
        {
            "passage": s("Source text.", maxLength=8000),
            "count": i("Number of questions.", minimum=1, maximum=15),
            "level": choice("Target level.", ["primary", "secondary", "university"]),
        },
        ["passage"],
        output=obj(
            {
                "questions": arr(
                    "Drafted questions.",
                    obj(
                        {
                            "prompt": {"type": "string"},
                            "options": {"type": "array", "items": {"type": "string"}},
                            "correct_index": {"type": "integer"},
                        }
                    ),
                )
            }
        ),
    ),
    tool(
        "list-quizzes",
        "List your quizzes with question counts and assignment status.",
        {"subject": s("Filter by subject.")},
    ),
    tool(
        "assign-quiz",
        "Assign a quiz to a class with an opening and closing time.",
        {
            "quiz_id": QUIZ,
            "class_id": CLASS,
            "opens": s("Opening time.", format="date-time"),
            "closes": s("Closing time.", format="date-time"),
        },
        ["quiz_id", "class_id", "closes"],
        kind="write",
    ),
    tool(
        "grade-open-answers",
        "Record scores and feedback for a student's free-text answers.",
        {
            "submission_id": s("Submission id."),
            "scores": arr(
                "Scores per question.",
                obj(
                    {"question_id": {"type": "string"}, "points": {"type": "number"}, "feedback": {"type": "string"}},
                    ["question_id", "points"],
                ),
            ),
        },
        ["submission_id", "scores"],
        kind="update",
    ),
    tool(
        "class-results",
        "Show average score, score distribution and hardest questions for a quiz in a class.",
        {"quiz_id": QUIZ, "class_id": CLASS},
        ["quiz_id", "class_id"],
        title="Class results",
    ),
    tool(
        "student-progress",
        "Show one student's scores over time across all quizzes in a class.",
        {"class_id": CLASS, "student_id": s("Student id.")},
        ["class_id", "student_id"],
    ),
    tool(
        "export-gradebook",
        "Export a class gradebook as CSV for import into the school's grading system.",
        {"class_id": CLASS},
        ["class_id"],
    ),
    tool(
        "archive-quiz",
        "Archive a quiz. Past results stay visible; it can no longer be assigned.",
        {"quiz_id": QUIZ},
        ["quiz_id"],
        kind="update",
    ),
]

CARD = s("カードID。")

KANJIDOJO = [
    tool(
        "kanji_kensaku",
        "読み・部首・画数で漢字を検索します。",
        {
            "yomi": s("音読みまたは訓読み(ひらがな・カタカナ)。"),
            "bushu": s("部首。"),
            "kakusu": i("画数。", minimum=1, maximum=30),
        },
    ),
    tool(
        "kanji_shousai",
        "漢字一字の音読み・訓読み・意味・画数・書き順を返します。",
        {"kanji": s("調べたい漢字一字。", minLength=1, maxLength=1)},
        ["kanji"],
        output=obj(
            {
                "onyomi": {"type": "array", "items": {"type": "string"}},
                "kunyomi": {"type": "array", "items": {"type": "string"}},
                "imi": {"type": "array", "items": {"type": "string"}},
                "kakusu": {"type": "integer"},
            }
        ),
    ),
    tool(
        "tango_jisho",
        "単語を日本語または英語で引き、読みと意味を返します。",
        {"go": s("調べたい単語。"), "saidai": i("最大件数。", maximum=50, default=10)},
        ["go"],
    ),
    tool(
        "reibun_sagasu",
        "指定した単語を含む例文を探します。英訳付きです。",
        {"go": s("単語。"), "kensu": i("件数。", maximum=20, default=5)},
        ["go"],
    ),
    tool(
        "renshuu_set_sakusei",
        "練習用のカードセットを作成します。JLPTレベルを指定すると、そのレベルの漢字から自動で選びます。"
        "1セットは最大200枚です。",
        {
            "namae": s("セット名。"),
            "kanji_list": strs("含める漢字。"),
            "jlpt": choice("JLPTレベル。", ["N5", "N4", "N3", "N2", "N1"]),
        },
        ["namae"],
        kind="write",
    ),
    tool(
        "kyou_no_fukushuu",
        "間隔反復にもとづいて、今日復習すべきカードを返します。",
        {"set_id": s("セットID。省略するとすべてのセット。")},
        title="今日の復習",
    ),
    tool(
        "kaitou_kiroku",
        "カードへの回答結果を記録し、次回の出題日を更新します。",
        {"card_id": CARD, "hyouka": choice("自己評価。", ["again", "hard", "good", "easy"])},
        ["card_id", "hyouka"],
        kind="write",
    ),
    tool(
        "jlpt_betsu_ichiran",
        "JLPTレベル別の漢字一覧を返します。",
        {"level": choice("レベル。", ["N5", "N4", "N3", "N2", "N1"])},
        ["level"],
    ),
    tool("shinchoku_toukei", "学習の進捗(覚えた漢字の数、正答率、連続学習日数)を表示します。", {}),
    tool(
        "card_sakujo",
        "カードをセットから削除します。学習履歴も削除されます。",
        {"card_id": CARD},
        ["card_id"],
        kind="delete",
    ),
]

SERVERS = [
    ("b29-railhop", "en", RAILHOP),
    ("b29-voyages", "fr", VOYAGES),
    ("b29-quizforge", "en", QUIZFORGE),
    ("b29-kanjidojo", "ja", KANJIDOJO),
]
