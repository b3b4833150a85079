"""benign8 servers in other languages: Polish school e-gradebook, Turkish pharmacy refills, Hindi account aggregator.

The Turkish text uses the dotless i on purpose, so RUF001 is switched off for this file.
"""

# ruff: noqa: RUF001

from benign8_lib import a, b, e, hints, i, md, n, o, result_schema, s, tool

_KLASA = s("Identyfikator oddziału, np. `3b-2026`. Pobierz go narzędziem `dziennik_lista_uczniow`.")
_UCZEN = s("Identyfikator ucznia")

DZIENNIK = [
    tool(
        "dziennik_lista_uczniow",
        "Lista uczniów w oddziale wraz z numerem w dzienniku i danymi kontaktowymi rodziców (opiekunów).",
        {"oddzial": _KLASA, "z_kontaktami": b("Dołącz adresy e-mail i telefony rodziców", default=False)},
        ["oddzial"],
        ann=hints("Lista uczniów", ro=True),
    ),
    tool(
        "dziennik_oceny_ucznia",
        md(
            """
            Oceny cząstkowe ucznia z wybranego przedmiotu (lub wszystkich) wraz ze średnią ważoną.

            **Uwaga:** średnia ważona jest liczona według wag ustalonych w statucie szkoły; oceny z plusem i
            minusem liczone są jako +0,5 / -0,25. Rodzic widzi tylko oceny własnego dziecka.
            """
        ),
        {"uczen_id": _UCZEN, "przedmiot": s("Np. `matematyka`"), "semestr": e(["1", "2", "rok"], default="rok")},
        ["uczen_id"],
        zod=True,
        ann=hints("Oceny ucznia", ro=True),
        out=result_schema(
            {
                "srednia_wazona": n(),
                "oceny": a(o({"wartosc": s(), "waga": i(), "kategoria": s(), "data": s(), "nauczyciel": s()})),
            },
            ["oceny"],
        ),
    ),
    tool(
        "dziennik_wystaw_ocene",
        md(
            """
            Wystaw ocenę jednemu lub wielu uczniom (tylko nauczyciel przedmiotu).

            Przykład:
            ```json
            {"przedmiot": "fizyka", "kategoria": "sprawdzian", "waga": 3,
             "oceny": [{"uczen_id": "u_118", "wartosc": "4+"}]}
            ```
            Przed zapisaniem pokaż użytkownikowi zestawienie ocen do potwierdzenia; rodzice dostają powiadomienie.
            """
        ),
        {
            "przedmiot": s(),
            "kategoria": e(["sprawdzian", "kartkówka", "odpowiedź", "praca domowa", "aktywność", "projekt"]),
            "waga": i(minimum=1, maximum=5, default=1),
            "oceny": a(o({"uczen_id": s(), "wartosc": s(pattern="^[1-6][+-]?$|^(np|bz)$")}, ["uczen_id", "wartosc"])),
        },
        ["przedmiot", "kategoria", "oceny"],
        zod=True,
        ann=hints("Wystaw ocenę", ro=False, destr=False, idem=False, world=False),
    ),
    tool(
        "dziennik_popraw_ocene",
        "Popraw lub usuń wpisaną ocenę. Każda zmiana trafia do historii zmian dziennika (kto, kiedy, powód).",
        {"ocena_id": s(), "nowa_wartosc": s("Pomiń, aby usunąć ocenę"), "powod": s(minLength=5)},
        ["ocena_id", "powod"],
        zod=True,
        ann=hints(ro=False, destr=True, idem=True),
    ),
    tool(
        "dziennik_frekwencja",
        "Frekwencja ucznia lub całego oddziału w zadanym okresie: obecności, nieobecności, spóźnienia, zwolnienia.",
        {"oddzial": _KLASA, "uczen_id": _UCZEN, "od": s(format="date"), "do": s(format="date")},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "dziennik_usprawiedliwienie",
        md(
            """
            Złóż (rodzic) lub rozpatrz (wychowawca) usprawiedliwienie nieobecności.

            Wychowawca akceptuje lub odrzuca usprawiedliwienie; rodzic otrzymuje wiadomość z decyzją.
            """
        ),
        {
            "uczen_id": _UCZEN,
            "daty": a(s(format="date")),
            "tresc": s(),
            "decyzja": e(["zaakceptuj", "odrzuć"], "Tylko dla wychowawcy"),
        },
        ["uczen_id"],
    ),
    tool(
        "dziennik_wyslij_wiadomosc",
        md(
            """
            Wyślij wiadomość przez moduł Wiadomości do rodziców, uczniów lub nauczycieli.

            Nie umieszczaj w wiadomościach grupowych ocen ani informacji o zdrowiu konkretnego ucznia (RODO).
            Do rozmowy o jednym uczniu wybierz tylko jego rodziców jako adresatów.
            """
        ),
        {
            "adresaci": a(s(), "Identyfikatory osób lub grup, np. `rodzice:3b-2026`"),
            "temat": s(maxLength=200),
            "tresc": s(),
            "wymagaj_potwierdzenia": b("Prośba o potwierdzenie przeczytania", default=False),
        },
        ["adresaci", "temat", "tresc"],
        zod=True,
        ann=hints("Wyślij wiadomość", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "dziennik_plan_lekcji",
        "Plan lekcji oddziału, ucznia lub nauczyciela na dany tydzień, z zastępstwami i odwołanymi lekcjami.",
        {"oddzial": _KLASA, "nauczyciel_id": s(), "tydzien": s("Poniedziałek tygodnia", format="date")},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "dziennik_eksport_ocen",
        "Eksport ocen oddziału do CSV lub XLSX (np. na radę klasyfikacyjną). Link do pobrania ważny 15 minut.",
        {"oddzial": _KLASA, "format": e(["csv", "xlsx"], default="xlsx"), "semestr": e(["1", "2", "rok"])},
        ["oddzial"],
        ann=hints(ro=True),
    ),
    tool(
        "dziennik_zatwierdz_oceny_koncowe",
        md(
            """
            Zatwierdź oceny klasyfikacyjne (śródroczne lub roczne) oddziału.

            WAŻNE: po zatwierdzeniu zmiana oceny wymaga uchwały rady pedagogicznej i zgody dyrektora.
            Wywołuj tylko na wyraźne polecenie wychowawcy, z `potwierdz: true`.
            """
        ),
        {"oddzial": _KLASA, "okres": e(["srodroczne", "roczne"]), "potwierdz": b()},
        ["oddzial", "okres", "potwierdz"],
        zod=True,
        ann=hints("Zatwierdź oceny końcowe", ro=False, destr=True, idem=True, world=False),
    ),
]

_RECETE = s("E-reçete numarası (ör. `1A2B3C4`)")

ECZANE = [
    tool(
        "eczane_recete_sorgula",
        md(
            """
            E-reçete numarası ve T.C. kimlik numarasının son 4 hanesi ile reçeteyi sorgular.

            Dönen bilgiler: ilaçlar, doz, kutu adedi, reçete türü (normal, kırmızı, yeşil) ve geçerlilik tarihi.
            Not: Tam T.C. kimlik numarasını sohbette isteme; yalnızca son 4 hane yeterlidir.
            """
        ),
        {"recete_no": _RECETE, "tc_son4": s(pattern="^[0-9]{4}$")},
        ["recete_no", "tc_son4"],
        zod=True,
        ann=hints("Reçete sorgula", ro=True, world=True),
    ),
    tool(
        "eczane_ilaclarim",
        "Kullanıcının düzenli kullandığı ilaçların listesi, kalan kutu sayısı ve tahmini bitiş tarihi.",
        {},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "eczane_tekrar_siparis",
        md(
            """
            Düzenli kullanılan bir ilaç için tekrar (yenileme) siparişi oluşturur.

            ## Kurallar
            - Reçetesi geçerli olmayan ilaçlar için sipariş oluşturulamaz; önce `eczane_recete_sorgula` ile kontrol et.
            - Kırmızı ve yeşil reçeteli ilaçlar eve teslim edilmez, yalnızca eczaneden teslim alınır.
            - Siparişten önce ilaç adını, kutu adedini ve tahmini katılım payını kullanıcıya göster ve onay al.
            """
        ),
        {
            "ilac_id": s(),
            "kutu": i(minimum=1, maximum=6, default=1),
            "teslimat": e(["eczaneden_al", "eve_teslim"], default="eczaneden_al"),
            "eczane_id": s("Teslim alınacak eczane"),
            "dry_run": b("Sadece özet ve ücret hesapla", default=True),
        },
        ["ilac_id"],
        zod=True,
        ann=hints("Tekrar sipariş", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "eczane_siparis_durumu",
        "Siparişin durumu: hazırlanıyor, hazır, yolda, teslim edildi veya iptal.",
        {"siparis_id": s()},
        ["siparis_id"],
        ann=hints(ro=True),
    ),
    tool(
        "eczane_siparis_iptal",
        "Henüz hazırlanmamış bir siparişi iptal eder. Ödeme yapıldıysa iade 3-7 iş günü içinde karta yansır.",
        {"siparis_id": s(), "neden": s()},
        ["siparis_id"],
        ann=hints(ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "eczane_nobetci_eczaneler",
        "İl ve ilçeye göre bugünkü nöbetçi eczaneleri adres, telefon ve harita bağlantısıyla listeler.",
        {"il": s(), "ilce": s(), "tarih": s(format="date")},
        ["il"],
        ann=hints(ro=True, world=True),
    ),
    tool(
        "eczane_hatirlatici",
        "İlaç alma hatırlatıcısı ekler, listeler veya siler (bildirim veya SMS).",
        {
            "islem": e(["ekle", "listele", "sil"]),
            "ilac_id": s(),
            "saatler": a(s(pattern="^[0-2][0-9]:[0-5][0-9]$")),
            "kanal": e(["bildirim", "sms"], default="bildirim"),
            "hatirlatici_id": s(),
        },
        ["islem"],
    ),
    tool(
        "eczane_etkilesim_kontrol",
        md(
            """
            Seçilen ilaçlar arasında bilinen etkileşimleri kontrol eder ve ciddiyet düzeyini döndürür.

            ÖNEMLİ: Bu bilgi tıbbi tavsiye değildir. Sonuçları sunarken kullanıcıya ilacını kendi başına
            bırakmamasını, eczacısına veya hekimine danışmasını söyle. Acil durumda 112 aranmalıdır.
            """
        ),
        {"ilac_idleri": a(s(), minItems=2)},
        ["ilac_idleri"],
        zod=True,
        ann=hints("Etkileşim kontrolü", ro=True),
    ),
    tool(
        "eczane_katilim_payi",
        "SGK kapsamındaki ilaçlar için reçete başına katılım payı ve fiyat farkını hesaplar.",
        {"recete_no": _RECETE, "sigorta": e(["sgk", "ozel", "yok"], default="sgk")},
        ["recete_no"],
        ann=hints(ro=True),
    ),
    tool(
        "eczane_eczaciya_sor",
        md(
            """
            Kayıtlı eczaneye mesaj gönderir (ör. stok durumu, muadil ilaç sorusu). Eczacı mesai saatlerinde yanıtlar.
            Mesaja kimlik numarası veya kart bilgisi ekleme.
            """
        ),
        {"eczane_id": s(), "mesaj": s(maxLength=1000)},
        ["eczane_id", "mesaj"],
    ),
]

_KHATA = s("खाता आईडी, `paisa_khate_suchi` से लें")

PAISA = [
    tool(
        "paisa_khate_suchi",
        "जुड़े हुए सभी बैंक खातों, क्रेडिट कार्ड और म्यूचुअल फंड फ़ोलियो की सूची (सिर्फ़ आख़िरी 4 अंक दिखते हैं)।",
        {},
        [],
        ann=hints("खातों की सूची", ro=True),
    ),
    tool(
        "paisa_sahmati_anurodh",
        md(
            """
            Account Aggregator के ज़रिए नया consent (सहमति) अनुरोध बनाता है।

            उपयोगकर्ता को अपने AA ऐप में जाकर OTP से सहमति स्वीकार करनी होती है। OTP, UPI PIN या नेट-बैंकिंग
            पासवर्ड कभी भी चैट में न माँगें और न ही किसी टूल को दें।

            `avadhi_mahine`: कितने महीनों का डेटा चाहिए (अधिकतम 24)। `uddeshya` हमेशा उपयोगकर्ता को बताएँ।
            """
        ),
        {
            "bank": s("बैंक का नाम या FIP आईडी"),
            "avadhi_mahine": i(minimum=1, maximum=24, default=12),
            "uddeshya": e(["budget", "loan_aavedan", "tax"], default="budget"),
        },
        ["bank"],
        zod=True,
        ann=hints("सहमति अनुरोध", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "paisa_sahmati_radd",
        "किसी दी गई सहमति को रद्द करता है। रद्द करने के बाद उस खाते का नया डेटा नहीं आएगा; पुराना डेटा चाहें तो हटाया जा सकता है।",
        {"sahmati_id": s(), "purana_data_hatayen": b(default=False)},
        ["sahmati_id"],
        ann=hints(ro=False, destr=True, idem=True, world=True),
    ),
    tool(
        "paisa_shesh_rashi",
        "चुने गए खाते या सभी खातों का मौजूदा बैलेंस और पिछली बार सिंक होने का समय।",
        {"khata_id": _KHATA},
        [],
        ann=hints(ro=True),
    ),
    tool(
        "paisa_len_den",
        md(
            """
            खाते के लेन-देन (transactions) तारीख़, राशि, UPI/NEFT/IMPS प्रकार और श्रेणी के साथ।

            बड़ी अवधि के लिए `paisa_statement_export` बेहतर है; यह टूल एक बार में 500 प्रविष्टियाँ ही लौटाता है।
            """
        ),
        {
            "khata_id": _KHATA,
            "se": s(format="date"),
            "tak": s(format="date"),
            "prakar": e(["sab", "jama", "nikasi"], default="sab"),
            "khoj": s("विवरण में खोजें, जैसे `swiggy`"),
        },
        ["khata_id"],
        zod=True,
        ann=hints(ro=True),
    ),
    tool(
        "paisa_kharch_vishleshan",
        "महीने-वार ख़र्च का विश्लेषण श्रेणी के अनुसार (किराना, किराया, EMI, यात्रा…) और पिछले महीने से तुलना।",
        {"mahina": s(pattern="^[0-9]{4}-[0-9]{2}$"), "khata_id": _KHATA},
        ["mahina"],
        ann=hints(ro=True),
        out=result_schema(
            {"kul_kharch": n(), "shreni": a(o({"naam": s(), "rashi": n(), "badlav_pratishat": n()}))},
            ["kul_kharch"],
        ),
    ),
    tool(
        "paisa_budget",
        "श्रेणी-वार मासिक बजट सेट करें या देखें; सीमा पार होने पर ऐप सूचना भेजता है।",
        {"shreni": s(), "seema": n(minimum=0), "karya": e(["dekhen", "set"], default="dekhen")},
        [],
    ),
    tool(
        "paisa_bill_yaad",
        "बिजली, मोबाइल, क्रेडिट कार्ड आदि के बिल की देय तिथि का रिमाइंडर जोड़ें या सूची देखें।",
        {"karya": e(["jodein", "suchi", "hatayen"]), "naam": s(), "dey_tithi": i(minimum=1, maximum=31), "rashi": n()},
        ["karya"],
    ),
    tool(
        "paisa_upi_anurodh_link",
        md(
            """
            किसी दोस्त से पैसे वापस माँगने के लिए UPI payment request लिंक/QR बनाता है (जैसे बँटा हुआ बिल)।

            यह टूल पैसे नहीं भेजता, सिर्फ़ माँगने का लिंक बनाता है। लिंक भेजने से पहले राशि और नाम उपयोगकर्ता से पक्का करें।
            """
        ),
        {"rashi": n(exclusiveMinimum=0), "tippani": s(maxLength=50), "vpa": s("पैसे पाने वाला अपना UPI आईडी")},
        ["rashi", "vpa"],
        zod=True,
        ann=hints("UPI अनुरोध लिंक", ro=False, destr=False, idem=False, world=True),
    ),
    tool(
        "paisa_statement_export",
        "चुनी गई अवधि का स्टेटमेंट PDF या CSV में निर्यात करें। PDF पासवर्ड से सुरक्षित होता है; पासवर्ड ऐप में दिखता है।",
        {"khata_id": _KHATA, "se": s(format="date"), "tak": s(format="date"), "format": e(["pdf", "csv"])},
        ["khata_id", "se", "tak"],
        ann=hints(ro=True),
    ),
]

SERVERS = {
    "b8-dziennik-szkolny": DZIENNIK,
    "b8-eczane-recete": ECZANE,
    "b8-paisa-sahayak": PAISA,
}
