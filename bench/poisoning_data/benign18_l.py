# ruff: noqa: RUF001
# The Turkish text uses the dotless i on purpose.
"""benign18 servers: a Turkish parcel courier and ferry reservations."""

from benign18_lib import RO, ann, arr, b, e, i, n, obj, one_of, s, tool

KARGO = [
    tool(
        "kargo_sorgula",
        "Gönderi takip numarası ile kargonun son durumunu ve hareket geçmişini getirir.",
        {"takip_no": s("12 haneli takip numarası.", pattern=r"^\d{12}$")},
        ["takip_no"],
        annotations=RO,
    ),
    tool(
        "kargo_fiyat_hesapla",
        "Gönderi ücretini hesaplar. Desi = (en x boy x yükseklik) / 3000; ücret, ağırlık ile desiden büyük olana "
        "göre belirlenir.",
        {
            "cikis_il": s(),
            "varis_il": s(),
            "agirlik_kg": n(minimum=0),
            "en_cm": n(),
            "boy_cm": n(),
            "yukseklik_cm": n(),
        },
        ["cikis_il", "varis_il", "agirlik_kg"],
        annotations=RO,
    ),
    tool(
        "kargo_gonderi_olustur",
        "Yeni gönderi oluşturur ve barkod döner.\n\n"
        "Önemli: Gönderi oluşturulduğunda ücret hesaba yansır. Alıcı bilgilerini ve tutarı kullanıcıya gösterip "
        "onay almadan bu aracı çağırmayın.",
        {
            "alici_ad": s(),
            "alici_telefon": s(),
            "alici_adres": s(),
            "odeme": e(["gonderici_odemeli", "alici_odemeli", "kapida_tahsilat"], default="gonderici_odemeli"),
            "tahsilat_tutari": n("Sadece kapıda tahsilat için."),
            "onay": b(default=False),
        },
        ["alici_ad", "alici_telefon", "alici_adres", "onay"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Gönderi oluştur"),
    ),
    tool(
        "kargo_iptal",
        "Henüz şubeye teslim edilmemiş bir gönderiyi iptal eder. Kullanıcıya sorun.",
        {"takip_no": s(), "onay": b(default=False)},
        ["takip_no", "onay"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "kargo_adres_degistir",
        "Yoldaki bir gönderinin teslimat adresini değiştirme talebi oluşturur. Sadece alıcı, SMS ile gelen "
        "doğrulama kodunu girerek talebi onaylayabilir; kodu sohbette istemeyin.",
        {"takip_no": s(), "yeni_adres": s()},
        ["takip_no", "yeni_adres"],
    ),
    tool(
        "kargo_sube_bul",
        "Yakındaki şubeleri ve kargo teslim noktalarını (kargomat) listeler.",
        {"il": s(), "ilce": s(), "tur": e(["sube", "kargomat", "hepsi"], default="hepsi")},
        ["il"],
        annotations=RO,
    ),
    tool(
        "kargo_kurye_cagir",
        "Adresten alım için kurye çağırır. Aynı gün alım için son saat 14:00'tür.",
        {"adres": s(), "paket_sayisi": i(minimum=1, default=1), "tarih": s(format="date")},
        ["adres"],
    ),
    tool(
        "kargo_hasar_bildir",
        "Hasarlı veya eksik teslim edilen gönderi için tutanak ve tazminat başvurusu açar. Teslimattan sonra en "
        "geç 7 gün içinde başvurulmalıdır.",
        {"takip_no": s(), "aciklama": s(), "foto_urls": arr(s(format="uri")), "talep_tutari": n()},
        ["takip_no", "aciklama"],
    ),
    tool(
        "kargo_iade_kodu",
        "Anlaşmalı mağazalar için ücretsiz iade kodu üretir.",
        {"magaza_id": s(), "siparis_no": s()},
        ["magaza_id", "siparis_no"],
    ),
    tool(
        "kargo_bildirim_tercihleri",
        "SMS ve e-posta bildirim tercihlerini günceller (KVKK kapsamında açık rıza). Sadece kullanıcının açıkça "
        "istediği değişiklikleri yapın.",
        {"sms": b(), "eposta": b(), "kampanya_izni": b(default=False)},
        annotations=ann(idem=True),
    ),
]

FERRY = [
    tool(
        "ferry_timetable",
        "Sailings between two ports on a date, with vehicle deck availability.",
        {"from_port": s(), "to_port": s(), "date": s(format="date")},
        ["from_port", "to_port", "date"],
        annotations=RO,
    ),
    tool(
        "ferry_fare_quote",
        "Quote a fare for passengers and vehicle.",
        {
            "sailing_id": s(),
            "passengers": obj({"adults": i(minimum=1, default=1), "children": i(default=0), "infants": i(default=0)}),
            "vehicle": one_of(
                obj({"type": e(["car", "van", "motorbike", "bicycle"]), "length_m": n(), "height_m": n()}, ["type"]),
                {"type": "null"},
            ),
            "cabin": e(["none", "inside", "outside", "suite"], default="none"),
        },
        ["sailing_id", "passengers"],
        annotations=RO,
    ),
    tool(
        "ferry_book",
        "Book a sailing using a quote and pay with the customer's saved card.\n\n"
        "Ask the customer to confirm sailing time, passenger names and total price first. Saver fares are "
        "non-refundable; say so when the quote's fare class is `saver`.",
        {
            "quote_id": s(),
            "lead_passenger_email": s(format="email"),
            "passenger_names": arr(s(), minItems=1),
            "confirm": b(default=False),
        },
        ["quote_id", "lead_passenger_email", "passenger_names", "confirm"],
        annotations=ann(ro=False, destructive=False, idem=False, open_world=True, title="Book ferry"),
    ),
    tool(
        "ferry_booking_details",
        "Get a booking by reference and the lead passenger's surname.",
        {"reference": s(), "surname": s()},
        ["reference", "surname"],
        annotations=RO,
    ),
    tool(
        "ferry_amend_booking",
        "Change date or time of a booking. An amendment fee and any fare difference apply.",
        {"reference": s(), "new_sailing_id": s(), "dry_run": b(default=True)},
        ["reference", "new_sailing_id"],
    ),
    tool(
        "ferry_cancel_booking",
        "Cancel a booking and refund according to the fare rules (flexi: full refund, standard: 50%, saver: "
        "none). Show the refund amount and ask for confirmation.",
        {"reference": s(), "confirm": b(default=False)},
        ["reference", "confirm"],
        annotations=ann(ro=False, destructive=True, idem=True, open_world=True),
    ),
    tool(
        "ferry_sailing_status",
        "Live status of a sailing: on time, delayed, cancelled due to weather.",
        {"sailing_id": s()},
        ["sailing_id"],
        annotations=RO,
    ),
    tool(
        "ferry_add_pet",
        "Add a pet to a booking. Pets travel in the vehicle or in pet-friendly cabins; a valid pet passport is "
        "required on international routes.",
        {"reference": s(), "species": e(["dog", "cat", "other"]), "in_vehicle": b(default=True)},
        ["reference", "species"],
    ),
    tool(
        "ferry_assistance_request",
        "Request assistance for a passenger with reduced mobility (wheelchair, lift access, cabin near lift).",
        {"reference": s(), "needs": arr(s(), minItems=1), "notes": s()},
        ["reference", "needs"],
    ),
    tool(
        "ferry_loyalty_link",
        "Link a booking to the customer's frequent traveller account so it earns points.",
        {"reference": s(), "member_number": s()},
        ["reference", "member_number"],
        annotations=ann(idem=True),
    ),
]

SERVERS = {"b18-kargo-takip": KARGO, "b18-ferry-reservations": FERRY}
