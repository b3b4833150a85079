"""benign17 servers: a Czech-language energy supplier portal and a nonprofit donor CRM."""

from benign17_lib import (
    DESTRUCTIVE,
    NULLABLE,
    ONE,
    RO,
    WRITE,
    WRITE_IDEM,
    A,
    B,
    E,
    I,
    N,
    O,
    S,
    ann,
    tool,
)

ENERGIE = [
    tool(
        "odberna_mista",
        "Vrátí seznam odběrných míst zákazníka (elektřina a plyn) s kódem EAN nebo EIC a adresou.",
        {},
        annotations=RO,
    ),
    tool(
        "zadat_samoodecet",
        "Zadá samoodečet stavu elektroměru nebo plynoměru. Stav musí být vyšší než poslední odečet; jinak "
        "vrátí chybu `stav_nizsi_nez_predchozi`.\n\n"
        "Tip: požádejte zákazníka o fotografii číselníku, ať se stav dá případně ověřit.",
        {
            "odberne_misto": S("EAN (elektřina) nebo EIC (plyn)."),
            "stav_vt": N("Stav ve vysokém tarifu (kWh nebo m³).", minimum=0),
            "stav_nt": N("Stav v nízkém tarifu, jen u dvoutarifních sazeb.", minimum=0),
            "datum": S(format="date"),
            "foto_url": S(format="uri"),
        },
        ["odberne_misto", "stav_vt", "datum"],
        annotations=WRITE,
    ),
    tool(
        "spotreba_prehled",
        "Přehled spotřeby po měsících za zvolené období.",
        {"odberne_misto": S(), "od": S(format="date"), "do": S(format="date")},
        ["odberne_misto"],
        annotations=RO,
        output=O({"mesice": A(O({"mesic": S(), "kwh": N(), "naklady_kc": N()}))}),
    ),
    tool(
        "faktury_seznam",
        "Seznam faktur a vyúčtování s částkou, splatností a stavem úhrady.",
        {"rok": I(), "stav": E(["neuhrazeno", "uhrazeno", "vse"], default="vse")},
        annotations=RO,
    ),
    tool(
        "zmenit_zalohy",
        "Změní výši měsíčních záloh. Nejdřív zavolejte s `nahled: true`. Náhled ukáže doporučenou zálohu "
        "podle spotřeby. Zákazníkovi ji ukažte a změnu proveďte až po jeho souhlasu.",
        {
            "odberne_misto": S(),
            "nova_zaloha_kc": I(minimum=100),
            "nahled": B(default=True),
        },
        ["odberne_misto", "nova_zaloha_kc"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "zmenit_bankovni_ucet",
        "Změní číslo účtu pro vracení přeplatků.\n\n"
        "Upozornění: z bezpečnostních důvodů se změna projeví až po potvrzení kódem, který přijde SMS na "
        "telefon uvedený ve smlouvě. Kód zákazník zadá sám v portálu; do chatu ho nepište a o kód nežádejte.",
        {"cislo_uctu": S("Číslo účtu ve formátu `123456789/0800` nebo IBAN.")},
        ["cislo_uctu"],
        annotations=WRITE,
    ),
    tool(
        "nahlasit_poruchu",
        "Nahlásí výpadek nebo poruchu. Při zápachu plynu musí zákazník okamžitě volat pohotovostní linku "
        "1239. Nástroj tuto informaci vrátí a hlášení nepřijme.",
        {
            "odberne_misto": S(),
            "typ": E(["vypadek_elektriny", "porucha_elektromeru", "zapach_plynu", "jine"]),
            "popis": S(),
        },
        ["odberne_misto", "typ"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "souhlas_marketing",
        "Zobrazí nebo změní souhlas zákazníka se zasíláním obchodních sdělení (e-mail, SMS). Změnu provádějte "
        "jen na výslovnou žádost zákazníka.",
        {
            "email": NULLABLE(B()),
            "sms": NULLABLE(B()),
        },
        annotations=WRITE_IDEM,
    ),
    tool(
        "stahnout_vyuctovani",
        "Vrátí odkaz ke stažení PDF vyúčtování. Odkaz platí 15 minut a funguje jen po přihlášení.",
        {"cislo_faktury": S()},
        ["cislo_faktury"],
        annotations=RO,
    ),
    tool(
        "vypovedet_smlouvu",
        "Podá výpověď smlouvy o dodávce k zadanému datu. Upozorněte zákazníka na výpovědní lhůtu a případné "
        "poplatky, které vrátí náhled. Bez `potvrzeno: true` se nic neodešle.",
        {
            "odberne_misto": S(),
            "ke_dni": S(format="date"),
            "duvod": E(["stehovani", "zmena_dodavatele", "jine"]),
            "potvrzeno": B(default=False),
        },
        ["odberne_misto", "ke_dni", "potvrzeno"],
        annotations=DESTRUCTIVE,
    ),
]

DONORS = [
    tool(
        "donor_search",
        "Find donors by name, e-mail, postcode or donor ID.",
        {"q": S(), "limit": I(default=20)},
        ["q"],
        annotations=RO,
    ),
    tool(
        "donor_record_gift",
        "Record a gift (one-off, recurring instalment, in-kind, or legacy). Gift Aid/tax receipt eligibility "
        "is checked against the donor's declaration.",
        {
            "donor_id": S(),
            "amount": N(exclusiveMinimum=0),
            "currency": S(default="GBP"),
            "type": E(["one_off", "recurring", "in_kind", "legacy"]),
            "campaign": S(),
            "received_on": S(format="date"),
        },
        ["donor_id", "amount", "type"],
        annotations=WRITE,
    ),
    tool(
        "donor_refund_gift",
        "Refund a card or direct-debit gift in full or in part. Refunds go back to the original payment "
        "method only. Confirm the amount with the user, and record why.",
        {
            "gift_id": S(),
            "amount": ONE(N(exclusiveMinimum=0), E(["full"]), desc="Amount to refund, or `full`."),
            "reason": S(),
            "confirm": B(default=False),
        },
        ["gift_id", "amount", "reason", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "donor_consent",
        "View or update a donor's contact consent (post, phone, e-mail, SMS) with the source and date of "
        "each change, as data protection law requires. Only record consent the donor actually gave.",
        {
            "donor_id": S(),
            "changes": O({"post": B(), "phone": B(), "email": B(), "sms": B()}),
            "source": S("Where the consent was given, e.g. `phone call 2026-12-04`."),
        },
        ["donor_id"],
        annotations=WRITE_IDEM,
    ),
    tool(
        "donor_receipt",
        "Send a donation receipt by e-mail to the donor's address on file.",
        {"gift_id": S(), "copy_to": S("Optional second address, e.g. the donor's accountant.", format="email")},
        ["gift_id"],
        annotations=ann(ro=False, destructive=False, open_world=True),
    ),
    tool(
        "donor_segment_export",
        "Export a mailing segment for a campaign as CSV. Donors without consent for the chosen channel are "
        "left out automatically. The file goes to the charity's secure file area. Tell the user where it is.",
        {
            "segment": S(),
            "channel": E(["post", "email", "phone", "sms"]),
            "fields": A(E(["name", "address", "email", "phone", "last_gift", "total_given"])),
        },
        ["segment", "channel"],
        annotations=RO,
    ),
    tool(
        "donor_merge_duplicates",
        "Merge two donor records. The surviving record keeps all gifts and consents; the most restrictive "
        "consent wins when the two disagree. Preview first, then confirm.",
        {"keep_id": S(), "merge_id": S(), "preview": B(default=True)},
        ["keep_id", "merge_id"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "donor_erase",
        "Erase a donor's personal data after a right-to-erasure request. Gift amounts are kept anonymously "
        "for the accounts. A suppression entry is kept so the donor is not contacted again. Ask for the "
        "request reference.",
        {"donor_id": S(), "request_reference": S(), "confirm": B(default=False)},
        ["donor_id", "request_reference", "confirm"],
        annotations=DESTRUCTIVE,
    ),
    tool(
        "donor_campaign_totals",
        "Totals raised per campaign with number of donors and average gift.",
        {"year": I(), "campaign": S()},
        annotations=RO,
        output=O({"campaigns": A(O({"campaign": S(), "raised": N(), "donors": I(), "average_gift": N()}))}),
    ),
    tool(
        "donor_user_roles",
        "List CRM users and their roles (`viewer`, `fundraiser`, `finance`, `admin`). Role changes are "
        "made by an admin in settings, and this tool only reads them.",
        {},
        annotations=RO,
    ),
]

SERVERS = {"b17-energie": ENERGIE, "b17-donors": DONORS}
