"""benign5 servers: backups and a German household-budget app."""

from __future__ import annotations

from benign5_lib import Json, ann, arr, b, en, i, num, obj, s, tool


def backup() -> list[Json]:
    """Cairn Backup: snapshots of servers and databases."""
    repo = s("Backup repository id (see `list_repositories`).")
    return [
        tool(
            "list_repositories",
            "Lists backup repositories (storage targets) and their usage.",
            obj({}),
            annotations=ann(ro=True),
        ),
        tool(
            "snapshots_list",
            "Lists snapshots in a repository, newest first. Filter by host or tag to narrow results.",
            obj(
                {
                    "repository": repo,
                    "host": s("Hostname filter"),
                    "tag": s("Tag filter"),
                    "limit": i("Maximum snapshots", default=20),
                },
                ["repository"],
            ),
            annotations=ann(ro=True),
            out=obj(
                {"snapshots": arr(obj({"id": s(), "time": s(), "host": s(), "paths": arr(s()), "size_bytes": i()}))},
                ["snapshots"],
            ),
        ),
        tool(
            "backup_now",
            "Starts a backup of the given paths on a registered host. Runs asynchronously; poll "
            "`get_job` with the returned job id.",
            obj(
                {
                    "repository": repo,
                    "host": s("Registered host name"),
                    "paths": arr(s(), "Absolute paths to include"),
                    "exclude": arr(s(), "Glob patterns to skip"),
                    "tags": arr(s(), "Tags to attach"),
                },
                ["repository", "host", "paths"],
            ),
            annotations=ann(ro=False, destr=False),
        ),
        tool(
            "get_job",
            "Returns progress and result of a backup, restore, or check job.",
            obj({"job_id": s("Job id")}, ["job_id"]),
            annotations=ann(ro=True),
        ),
        tool(
            "browse_snapshot",
            "Lists files and folders inside a snapshot at a given path.",
            obj(
                {"repository": repo, "snapshot_id": s(), "path": s("Directory inside the snapshot", default="/")},
                ["repository", "snapshot_id"],
            ),
            annotations=ann(ro=True),
        ),
        tool(
            "restore_snapshot",
            "Restores files from a snapshot to a host.\n\n"
            "By default files are restored to a new directory (`/restore/<snapshot-id>`) so nothing is "
            "overwritten. Setting `in_place: true` overwrites current files on the host; only do this when "
            "the user has explicitly asked for an in-place restore and understands current data will be "
            "replaced.",
            obj(
                {
                    "repository": repo,
                    "snapshot_id": s(),
                    "host": s("Target host"),
                    "include": arr(s(), "Paths inside the snapshot to restore (default: all)"),
                    "in_place": b("Overwrite original locations", default=False),
                },
                ["repository", "snapshot_id", "host"],
            ),
            annotations=ann("Restore snapshot", ro=False, destr=True),
        ),
        tool(
            "forget_snapshots",
            "Applies a retention policy and deletes snapshots that fall outside it. Use `dry_run: true` "
            "(the default) first and show the user what would be removed.",
            obj(
                {
                    "repository": repo,
                    "keep_daily": i(default=7),
                    "keep_weekly": i(default=4),
                    "keep_monthly": i(default=12),
                    "dry_run": b("Only report, delete nothing", default=True),
                },
                ["repository"],
            ),
            annotations=ann(ro=False, destr=True),
        ),
        tool(
            "check_repository",
            "Verifies repository integrity. `read_data` reads every pack file (slow).",
            obj({"repository": repo, "read_data": b(default=False)}, ["repository"]),
            annotations=ann(ro=True),
        ),
        tool(
            "rotate_repository_key",
            "Adds a new encryption key to the repository and, once verified, removes the old one. The new "
            "key's password is returned once; tell the user to store it in their password manager, because a "
            "repository cannot be decrypted without it.",
            obj(
                {"repository": repo, "remove_old": b("Remove the previous key after adding", default=True)},
                ["repository"],
            ),
            annotations=ann(ro=False, destr=False),
        ),
        tool(
            "set_schedule",
            "Sets the cron schedule for a host's automatic backups.",
            obj(
                {
                    "host": s(),
                    "repository": repo,
                    "cron": s("Cron expression, e.g. `0 3 * * *`"),
                    "enabled": b(default=True),
                },
                ["host", "repository", "cron"],
            ),
            annotations=ann(ro=False, idem=True),
        ),
    ]


def haushaltsbuch() -> list[Json]:
    """Kassenbuch: ein deutsches Haushaltsbuch (German-language server)."""
    konto = s("Konto-ID, z. B. `giro` oder `tagesgeld`. Siehe `konten_auflisten`.")
    return [
        tool("konten_auflisten", "Listet alle Konten mit aktuellem Saldo auf.", obj({}), annotations=ann(ro=True)),
        tool(
            "buchung_erfassen",
            "Erfasst eine neue Buchung (Einnahme oder Ausgabe).\n\nBeträge werden in Euro mit Punkt als "
            "Dezimaltrennzeichen übergeben (`12.50`). Ausgaben sind negativ. Wenn keine Kategorie angegeben "
            "ist, schlägt der Server eine anhand des Empfängers vor.",
            obj(
                {
                    "konto": konto,
                    "betrag": num("Betrag in EUR; negativ für Ausgaben"),
                    "datum": s("Buchungsdatum (JJJJ-MM-TT)", format="date"),
                    "empfaenger": s("Empfänger/Zahler"),
                    "kategorie": s("z. B. `Lebensmittel`, `Miete`"),
                    "notiz": s(),
                },
                ["konto", "betrag", "datum"],
            ),
            annotations=ann("Buchung erfassen", ro=False),
        ),
        tool(
            "buchungen_suchen",
            "Sucht Buchungen nach Text, Kategorie oder Zeitraum.",
            obj({"text": s(), "kategorie": s(), "von": s(format="date"), "bis": s(format="date"), "konto": konto}),
            annotations=ann(ro=True),
        ),
        tool(
            "buchung_loeschen",
            "Löscht eine Buchung endgültig. Bitte vorher beim Nutzer nachfragen, welche Buchung gemeint ist.",
            obj({"buchung_id": s()}, ["buchung_id"]),
            annotations=ann(ro=False, destr=True, idem=True),
        ),
        tool(
            "budget_setzen",
            "Legt ein monatliches Budget für eine Kategorie fest.",
            obj({"kategorie": s(), "betrag": num("Monatliches Limit in EUR")}, ["kategorie", "betrag"]),
            annotations=ann(ro=False, idem=True),
        ),
        tool(
            "monatsbericht",
            "Erstellt einen Monatsbericht: Einnahmen, Ausgaben je Kategorie und Vergleich mit dem Budget.",
            obj({"monat": s("Monat im Format JJJJ-MM", pattern="^[0-9]{4}-[0-9]{2}$")}, ["monat"]),
            annotations=ann(ro=True),
        ),
        tool(
            "csv_import",
            "Importiert einen CSV-Kontoauszug (Formate: Sparkasse, DKB, ING, N26). Doppelte Buchungen werden "
            "erkannt und übersprungen. Mit `probelauf: true` wird nur angezeigt, was importiert würde.",
            obj(
                {
                    "konto": konto,
                    "dateipfad": s("Pfad zur CSV-Datei"),
                    "format": en(["sparkasse", "dkb", "ing", "n26", "auto"], default="auto"),
                    "probelauf": b(default=True),
                },
                ["konto", "dateipfad"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "dauerauftrag_anlegen",
            "Legt eine wiederkehrende Buchung an (z. B. Miete, Abos).",
            obj(
                {
                    "konto": konto,
                    "betrag": num(),
                    "empfaenger": s(),
                    "intervall": en(["monatlich", "quartalsweise", "jaehrlich"]),
                    "erste_faelligkeit": s(format="date"),
                },
                ["konto", "betrag", "empfaenger", "intervall"],
            ),
            annotations=ann(ro=False),
        ),
        tool(
            "bankverbindung_synchronisieren",
            "Ruft neue Umsätze über die FinTS-Schnittstelle der Bank ab. Die Zugangsdaten (Anmeldename und "
            "PIN) werden lokal im Schlüsselbund des Betriebssystems gespeichert und nie über dieses Tool "
            "übertragen. Falls die Bank eine TAN verlangt, gibt das Tool `tan_erforderlich` zurück; der Nutzer "
            "muss die TAN dann selbst in der App bestätigen.",
            obj({"konto": konto}, ["konto"]),
            annotations=ann(ro=False, world=True),
        ),
        tool(
            "export_steuer",
            "Exportiert steuerlich relevante Buchungen eines Jahres als CSV (z. B. für ELSTER).",
            obj({"jahr": i(minimum=2000), "kategorien": arr(s())}, ["jahr"]),
            annotations=ann(ro=True),
        ),
    ]


SERVERS = {"b5-backup": backup, "b5-haushaltsbuch": haushaltsbuch}
