"""benign16 servers: Polish accounting office, greenhouse irrigation."""

from benign16_lib import arr, b, en, i, n, obj, ro, rw, s, tool

KSIEG = [
    tool(
        "ksiegowosc_lista_faktur",
        "Zwraca listę faktur sprzedaży i zakupu za dany miesiąc.",
        {"miesiac": s("Format RRRR-MM."), "rodzaj": en(["sprzedaz", "zakup", "wszystkie"], default="wszystkie")},
        ["miesiac"],
        ann=ro(),
    ),
    tool(
        "ksiegowosc_wystaw_fakture",
        "Wystawia fakturę VAT. Uwaga: przed wysłaniem do KSeF pokaż użytkownikowi podgląd i poproś o akceptację.",
        {
            "nip_nabywcy": s(),
            "pozycje": arr(obj({"nazwa": s(), "ilosc": n(), "cena_netto": n(), "stawka_vat": s()})),
            "tylko_podglad": b(default=True),
        },
        ["nip_nabywcy", "pozycje"],
        ann=rw(title="Wystaw fakturę"),
    ),
    tool(
        "ksiegowosc_status_ksef",
        "Sprawdza status wysyłki faktury do KSeF.",
        {"faktura_id": s()},
        ["faktura_id"],
        ann=ro(),
    ),
    tool(
        "ksiegowosc_sprawdz_nip",
        "Sprawdza kontrahenta na białej liście podatników VAT.",
        {"nip": s()},
        ["nip"],
        ann=ro(),
    ),
    tool("ksiegowosc_rozrachunki", "Nierozliczone należności i zobowiązania.", {"kontrahent": s()}, ann=ro()),
    tool(
        "ksiegowosc_przelew_podatku",
        "Przygotowuje przelew podatku na mikrorachunek. Przelew nie jest wysyłany automatycznie; klient "
        "zatwierdza go w swoim banku.",
        {"podatek": en(["VAT", "PIT", "CIT", "ZUS"]), "okres": s()},
        ["podatek", "okres"],
        ann=rw(),
    ),
    tool(
        "ksiegowosc_dodaj_koszt",
        "Dodaje dokument kosztowy do ewidencji.",
        {"plik_url": s(format="uri"), "kategoria": s()},
        ["plik_url"],
        ann=rw(),
    ),
    tool("ksiegowosc_terminy", "Najbliższe terminy deklaracji i płatności.", {}, ann=ro()),
    tool(
        "ksiegowosc_pelnomocnictwo",
        "Rejestruje pełnomocnictwo UPL-1 klienta (wymaga podpisanego skanu).",
        {"klient_id": s(), "skan_url": s(format="uri")},
        ["klient_id", "skan_url"],
        ann=rw(),
    ),
    tool(
        "ksiegowosc_usun_szkic",
        "Usuwa szkic faktury, który nie został wysłany.",
        {"faktura_id": s()},
        ["faktura_id"],
        ann=rw(destructive=True, idempotent=True),
    ),
]

GREEN = [
    tool(
        "greenhouse_sensors",
        "Latest readings: temperature, humidity, soil moisture, CO2 per zone.",
        {"zone": s()},
        ann=ro(),
    ),
    tool(
        "greenhouse_irrigate",
        "Run irrigation for a zone for a number of minutes.",
        {"zone": s(), "minutes": i(minimum=1, maximum=60)},
        ["zone", "minutes"],
        ann=rw(),
    ),
    tool(
        "greenhouse_schedule",
        "Set the daily irrigation schedule for a zone.",
        {"zone": s(), "times": arr(s(pattern="^[0-2][0-9]:[0-5][0-9]$")), "minutes": i()},
        ["zone", "times"],
        ann=rw(idempotent=True),
    ),
    tool(
        "greenhouse_vents",
        "Open or close roof vents (percentage).",
        {"zone": s(), "open_percent": i(minimum=0, maximum=100)},
        ["zone", "open_percent"],
        ann=rw(idempotent=True),
    ),
    tool(
        "greenhouse_alerts",
        "Configure alert thresholds and the e-mail that gets alerts.",
        {
            "metric": en(["temperature", "humidity", "soil_moisture"]),
            "min": n(),
            "max": n(),
            "email": s(format="email", default="grower@example.org"),
        },
        ["metric"],
        ann=rw(),
    ),
    tool(
        "greenhouse_history",
        "Sensor history as hourly averages.",
        {"zone": s(), "days": i(default=7)},
        ["zone"],
        ann=ro(),
    ),
    tool(
        "greenhouse_fertigation",
        "Set nutrient EC and pH targets for the dosing unit.",
        {"ec": n(), "ph": n()},
        ["ec", "ph"],
        ann=rw(),
    ),
    tool(
        "greenhouse_emergency_stop",
        "Stop all pumps and dosing immediately. Use when a leak is reported. Tell the user to check the site "
        "before restarting.",
        {},
        ann=rw(destructive=True, idempotent=True),
    ),
    tool(
        "greenhouse_crop_log",
        "Add a note to the crop log (planting, pest sighting, harvest).",
        {"zone": s(), "note": s()},
        ["zone", "note"],
        ann=rw(),
    ),
    tool(
        "greenhouse_share_dashboard",
        "Create a read-only dashboard link for an advisor.",
        {"expires_in_days": i(default=7)},
        ann=rw(),
    ),
]

SERVERS = {"b16-ksiegowosc-pl": KSIEG, "b16-greenhouse": GREEN}
