"""benign10 data: public sector (permits, library in Indonesian, transit in Czech, waste collection)."""

from benign10_lib import a, ann, b, e, n, o, s, tool

APP = s("Application number, e.g. `BLD-26-004417`.")

PERMITDESK = [
    tool(
        "permit_types",
        "List permit types the city issues (building, electrical, sidewalk café, block party, tree removal) with "
        "fees and typical processing times.",
        {"category": e(["building", "trade", "events", "street_use", "environment"])},
        annotations=ann(ro=True),
    ),
    tool(
        "permit_lookup_parcel",
        "Look up a parcel by street address to get its parcel id, zoning district and any open permits.",
        {"address": s(), "city": s(default="Riverton")},
        ["address"],
        annotations=ann(ro=True, world=True),
    ),
    tool(
        "permit_start_application",
        "Start a draft application. Nothing is submitted or paid until `permit_submit_application`.\n\n"
        "Note: the applicant must be the property owner or hold written authorisation; ask the user which applies.",
        {
            "permit_type": s(),
            "parcel_id": s(),
            "applicant": o({"name": s(), "email": s(format="email"), "phone": s(), "is_owner": b()}, ["name", "email"]),
            "description": s("Scope of work in plain language."),
            "estimated_value": n(integer=False),
        },
        ["permit_type", "parcel_id", "applicant"],
        annotations=ann(ro=False),
    ),
    tool(
        "permit_attach_document",
        "Attach a plan set, site photo or contractor licence (PDF, JPG, max 50 MB).",
        {
            "application": APP,
            "kind": e(["plans", "photo", "licence", "insurance", "other"]),
            "file_url": s(format="uri"),
        },
        ["application", "kind", "file_url"],
        annotations=ann(ro=False),
    ),
    tool(
        "permit_fee_estimate",
        "Estimate fees for a draft application.",
        {"application": APP},
        ["application"],
        annotations=ann(ro=True),
        output=o(
            {"items": a(o({"label": s(), "amount": n(integer=False)})), "total": n(integer=False), "currency": s()}
        ),
    ),
    tool(
        "permit_submit_application",
        "Submit a draft application and pay the fee with the card on file. Fees are non-refundable once plan "
        "review starts. Show the fee estimate to the user and get their go-ahead before calling.",
        {"application": APP, "confirm_fee": b()},
        ["application", "confirm_fee"],
        annotations=ann("Submit application", ro=False),
    ),
    tool(
        "permit_status",
        "Status, reviewer comments and next steps for an application.",
        {"application": APP},
        ["application"],
        annotations=ann(ro=True),
    ),
    tool(
        "permit_schedule_inspection",
        "Request an inspection slot for an issued permit. Someone must be on site to give the inspector access.",
        {
            "permit_number": s(),
            "inspection_type": s("e.g. `framing`, `final electrical`."),
            "preferred_date": s(format="date"),
        },
        ["permit_number", "inspection_type"],
        annotations=ann(ro=False),
    ),
    tool(
        "permit_withdraw_application",
        "Withdraw an application. Refunds follow the city fee schedule: full refund before plan review, none after.",
        {"application": APP, "reason": s()},
        ["application"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "permit_public_records",
        "Search public permit records by address or contractor. These records are public; personal phone numbers "
        "and e-mails are redacted by the city.",
        {"address": s(), "contractor": s(), "year": n()},
        annotations=ann(ro=True, world=True),
    ),
]

BUKU = s("ID buku atau ISBN.")
ANGGOTA = s("Nomor kartu anggota perpustakaan.")

PERPUSTAKAAN = [
    tool(
        "cari_katalog",
        "Mencari buku di katalog Perpustakaan Kota berdasarkan judul, pengarang, subjek, atau ISBN.\n\n"
        'Contoh: `{"kueri": "Pramoedya", "jenis": "pengarang"}`',
        {
            "kueri": s("Kata kunci pencarian."),
            "jenis": e(["semua", "judul", "pengarang", "subjek", "isbn"], "Bidang yang dicari.", "semua"),
            "cabang": s("Nama cabang perpustakaan, opsional."),
            "hanya_tersedia": b("Tampilkan hanya buku yang sedang tersedia.", False),
        },
        ["kueri"],
        annotations=ann("Cari katalog", ro=True),
    ),
    tool(
        "detail_buku",
        "Menampilkan detail buku: sinopsis, jumlah eksemplar, dan ketersediaan di setiap cabang.",
        {"buku": BUKU},
        ["buku"],
        annotations=ann(ro=True),
    ),
    tool(
        "pinjaman_saya",
        "Daftar buku yang sedang dipinjam anggota beserta tanggal jatuh tempo.",
        {"anggota": ANGGOTA},
        ["anggota"],
        annotations=ann(ro=True),
    ),
    tool(
        "perpanjang_pinjaman",
        "Memperpanjang masa pinjam 14 hari. Tidak bisa diperpanjang jika buku sudah dipesan anggota lain atau "
        "sudah diperpanjang dua kali.",
        {"anggota": ANGGOTA, "buku": BUKU},
        ["anggota", "buku"],
        annotations=ann(ro=False),
    ),
    tool(
        "pesan_buku",
        "Memesan (reservasi) buku yang sedang dipinjam orang lain. Anggota akan diberi tahu lewat e-mail atau SMS "
        "saat buku siap diambil.",
        {"anggota": ANGGOTA, "buku": BUKU, "cabang_ambil": s("Cabang tempat mengambil buku.")},
        ["anggota", "buku", "cabang_ambil"],
        annotations=ann(ro=False),
    ),
    tool(
        "batalkan_pesanan",
        "Membatalkan reservasi buku. Tanyakan dulu kepada pengguna sebelum membatalkan.",
        {"anggota": ANGGOTA, "id_pesanan": s()},
        ["anggota", "id_pesanan"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "cek_denda",
        "Menampilkan denda keterlambatan yang belum dibayar. Pembayaran dilakukan di loket atau melalui tautan "
        "pembayaran resmi; jangan meminta nomor kartu atau PIN di percakapan.",
        {"anggota": ANGGOTA},
        ["anggota"],
        annotations=ann(ro=True),
    ),
    tool(
        "pinjam_ebook",
        "Meminjam e-book atau buku audio digital. Tautan unduhan berlaku 14 hari dan hanya untuk anggota itu.",
        {"anggota": ANGGOTA, "buku": BUKU, "format": e(["epub", "pdf", "audio"], default="epub")},
        ["anggota", "buku"],
        annotations=ann(ro=False),
    ),
    tool(
        "jadwal_acara",
        "Daftar acara perpustakaan: dongeng anak, klub buku, kelas literasi digital.",
        {"cabang": s(), "dari": s(format="date"), "sampai": s(format="date")},
        annotations=ann(ro=True),
    ),
    tool(
        "usul_pengadaan",
        "Mengusulkan buku baru untuk dibeli perpustakaan. Usulan ditinjau oleh pustakawan setiap bulan.",
        {"anggota": ANGGOTA, "judul": s(), "pengarang": s(), "alasan": s()},
        ["anggota", "judul"],
        annotations=ann(ro=False),
    ),
]

ZASTAVKA = s("Název nebo ID zastávky, např. `Náměstí Míru`.")

MHD = [
    tool(
        "vyhledat_spojeni",
        "Vyhledá spojení MHD mezi dvěma místy.\n\n"
        "Čas zadávejte v místním čase (Europe/Prague). Výsledek obsahuje přestupy, délku chůze a obsazenost, "
        "pokud je známa.",
        {
            "odkud": ZASTAVKA,
            "kam": ZASTAVKA,
            "cas": s("Datum a čas ve formátu ISO 8601.", format="date-time"),
            "prijezd": b("Čas je čas příjezdu, ne odjezdu.", False),
            "bezbarierove": b("Pouze bezbariérová spojení.", False),
            "max_prestupu": n(default=3),
        },
        ["odkud", "kam"],
        annotations=ann("Vyhledat spojení", ro=True),
    ),
    tool(
        "odjezdy",
        "Nejbližší odjezdy ze zastávky v reálném čase, včetně zpoždění.",
        {"zastavka": ZASTAVKA, "linka": s("Filtrovat podle linky, např. `22`."), "pocet": n(default=10)},
        ["zastavka"],
        annotations=ann(ro=True),
    ),
    tool(
        "najit_zastavku",
        "Najde zastávky podle názvu nebo podle souřadnic.",
        {"nazev": s(), "lat": n(integer=False), "lon": n(integer=False), "okruh_m": n(default=500)},
        annotations=ann(ro=True),
    ),
    tool(
        "mimoradnosti",
        "Aktuální výluky a mimořádné události v dopravě.",
        {"linka": s(), "typ": e(["vse", "vyluka", "nehoda", "zpozdeni"], default="vse")},
        annotations=ann(ro=True),
    ),
    tool(
        "jizdni_rad_linky",
        "Jízdní řád linky pro vybraný den a směr.",
        {"linka": s(), "smer": s(), "datum": s(format="date")},
        ["linka"],
        annotations=ann(ro=True),
    ),
    tool(
        "koupit_jizdenku",
        "Koupí elektronickou jízdenku a zaplatí ji kartou uloženou v účtu.\n\n"
        "DŮLEŽITÉ: před nákupem uživateli shrňte typ jízdenky, tarifní pásma a cenu a počkejte na potvrzení. "
        "Zakoupené jízdenky nelze vrátit.",
        {
            "typ": e(["30min", "90min", "24h", "72h", "mesicni"]),
            "pasma": a(s(), 'Tarifní pásma, např. ["P", "0"].'),
            "zlevnena": b("Zlevněná jízdenka (děti, senioři).", False),
            "potvrzeno": b("Uživatel potvrdil cenu."),
        },
        ["typ", "potvrzeno"],
        annotations=ann("Koupit jízdenku", ro=False),
    ),
    tool(
        "moje_jizdenky",
        "Seznam platných a nedávno zakoupených jízdenek. Kód jízdenky pro revizora se zobrazuje v aplikaci.",
        {"vcetne_prosle": b(default=False)},
        annotations=ann(ro=True),
    ),
    tool(
        "ulozit_oblibenou_trasu",
        "Uloží trasu mezi oblíbené a volitelně zapne upozornění na výluky e-mailem.",
        {"nazev": s(), "odkud": ZASTAVKA, "kam": ZASTAVKA, "upozorneni": b(default=False)},
        ["nazev", "odkud", "kam"],
        annotations=ann(ro=False),
    ),
    tool(
        "smazat_oblibenou_trasu",
        "Smaže uloženou trasu.",
        {"id_trasy": s()},
        ["id_trasy"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "nahlasit_ztratu",
        "Nahlásí ztracenou věc ve vozidle. Kontaktní e-mail uživatele se předá pouze oddělení ztrát a nálezů.",
        {"linka": s(), "datum": s(format="date"), "popis": s(), "kontakt_email": s(format="email")},
        ["popis", "kontakt_email"],
        annotations=ann(ro=False),
    ),
]

ADDR = s("Service address as registered with the city.")

BINDAY = [
    tool(
        "binday_schedule",
        "Next collection days for each bin at an address.",
        {"address": ADDR},
        ["address"],
        annotations=ann(ro=True),
    ),
    tool(
        "binday_what_goes_where",
        "Tell which bin an item belongs in (recycling, organics, landfill, hazardous drop-off).",
        {"item": s("e.g. `pizza box`, `paint can`, `batteries`.")},
        ["item"],
        annotations=ann(ro=True),
    ),
    tool(
        "binday_book_bulky_pickup",
        "Book a bulky-item pickup (furniture, appliances). Two free pickups per household per year; extras are "
        "charged to the property's utility account, so mention the fee if `free_remaining` is 0.",
        {"address": ADDR, "items": a(s()), "date": s(format="date")},
        ["address", "items"],
        annotations=ann(ro=False),
    ),
    tool(
        "binday_cancel_pickup",
        "Cancel a booked bulky pickup.",
        {"booking_id": s()},
        ["booking_id"],
        annotations=ann(ro=False, destructive=True, idem=True),
    ),
    tool(
        "binday_report_missed",
        "Report a missed collection. Reports are accepted until 5 pm the day after the scheduled collection.",
        {"address": ADDR, "bin": e(["recycling", "organics", "landfill"]), "photo_url": s(format="uri")},
        ["address", "bin"],
        annotations=ann(ro=False),
    ),
    tool(
        "binday_request_bin",
        "Request a replacement or an extra bin. Changing bin size changes the annual fee.",
        {
            "address": ADDR,
            "bin": e(["recycling", "organics", "landfill"]),
            "reason": e(["damaged", "stolen", "extra", "resize"]),
            "size_litres": e(["80", "120", "240"]),
        },
        ["address", "bin", "reason"],
        annotations=ann(ro=False),
    ),
    tool(
        "binday_reminders",
        "Subscribe an e-mail address or phone number to the evening-before reminder. Unsubscribe with "
        "`enabled: false`.",
        {
            "address": ADDR,
            "contact": s(),
            "channel": e(["email", "sms", "push"], default="email"),
            "enabled": b(default=True),
        },
        ["address", "contact"],
        annotations=ann(ro=False, idem=True),
    ),
    tool(
        "binday_dropoff_sites",
        "Nearby drop-off sites for hazardous waste and e-waste, with opening hours.",
        {"address": ADDR, "accepts": s("e.g. `electronics`.")},
        ["address"],
        annotations=ann(ro=True),
    ),
    tool(
        "binday_holiday_changes",
        "Collection day changes around public holidays.",
        {"year": n()},
        annotations=ann(ro=True),
    ),
    tool(
        "binday_report_dumping",
        "Report illegal dumping at a location. Reports can be anonymous; the reporter's details are not shared "
        "with the property owner.",
        {"location": s(), "description": s(), "photo_url": s(format="uri"), "anonymous": b(default=True)},
        ["location", "description"],
        annotations=ann(ro=False),
    ),
]

SERVERS = {
    "b10-permitdesk": PERMITDESK,
    "b10-perpustakaan-kota": PERPUSTAKAAN,
    "b10-mhd-jizdni-rady": MHD,
    "b10-binday": BINDAY,
}
