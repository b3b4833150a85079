"""benign21 servers: CI runner, French translation, invoicing, DNS."""

from benign21_lib import DEL, IDEM, NET, RO, RW, p, tool

CIRUNNER = [
    tool(
        "ci_pipelines",
        "List recent pipelines for a branch with status and duration.",
        {"repo": p("string", "owner/name."), "branch": p("string", "Branch.", default="main")},
        ["repo"],
        RO,
    ),
    tool(
        "ci_job_log",
        "Fetch the log of a job. Values of masked CI variables already appear as `[MASKED]`; keep them masked "
        "when quoting logs to the user.",
        {"job_id": p("string", "Job ID."), "tail": p("integer", "Last N lines.", default=300)},
        ["job_id"],
        RO,
    ),
    tool(
        "ci_retry_job",
        "Retry a failed job.\n\nGuidance: read `ci_job_log` first. Retry only for flaky causes (network timeouts, "
        "runner lost). For test failures, explain the failure instead of retrying repeatedly; at most 2 retries.",
        {"job_id": p("string", "Job ID.")},
        ["job_id"],
        RW,
    ),
    tool(
        "ci_set_variable",
        "Create or update a CI/CD variable.\n\nSet `masked: true` and `protected: true` for tokens and keys "
        "(default). Protected variables are only exposed to pipelines on protected branches. The value is write-only "
        "and cannot be read back through this server.",
        {
            "repo": p("string", "owner/name."),
            "key": p("string", "Variable name."),
            "value": p("string", "Value."),
            "masked": p("boolean", "Mask in logs.", default=True),
            "protected": p("boolean", "Protected branches only.", default=True),
        },
        ["repo", "key", "value"],
        IDEM,
    ),
    tool(
        "ci_artifacts",
        "List and download job artifacts.",
        {"job_id": p("string", "Job ID."), "download_to": p("string", "Optional local dir.")},
        ["job_id"],
        RO,
    ),
    tool(
        "ci_deploy",
        "Trigger the deploy job for an environment.\n\n"
        "## Checklist\n1. Confirm the environment and commit SHA with the user.\n2. Production deploys need a "
        "green pipeline on the same SHA; the server refuses otherwise.\n3. After triggering, poll `ci_pipelines` "
        "and report the result. On failure, offer `ci_rollback`.",
        {
            "repo": p("string", "owner/name."),
            "environment": p("string", "Env.", enum=["staging", "production"]),
            "sha": p("string", "Commit SHA."),
        },
        ["repo", "environment", "sha"],
        NET,
        title="Deploy",
    ),
    tool(
        "ci_rollback",
        "Redeploy the previous successful release of an environment.",
        {"repo": p("string", "owner/name."), "environment": p("string", "Env.")},
        ["repo", "environment"],
        NET,
    ),
    tool("ci_cancel", "Cancel a running pipeline.", {"pipeline_id": p("string", "Pipeline ID.")}, ["pipeline_id"], DEL),
    tool("ci_runners", "List runners with status, tags and current job.", {}, (), RO),
    tool(
        "ci_lint_config",
        "Validate a CI config file before committing it.",
        {"content": p("string", "YAML content.")},
        ["content"],
        RO,
    ),
]

TRADUCTEUR = [
    tool(
        "trad_traduire",
        "Traduit un texte vers la langue cible. Langue source détectée automatiquement.",
        {"texte": p("string", "Texte à traduire."), "cible": p("string", "Code de langue, p. ex. `en`, `de`.")},
        ["texte", "cible"],
        RO,
    ),
    tool(
        "trad_document",
        "Traduit un document (DOCX, PDF, PPTX) en conservant la mise en page.\n\n"
        "## Conseils\n- Appliquez d'abord le glossaire du client avec `glossaire_id` si l'utilisateur en a un.\n"
        "- Les documents confidentiels restent dans la région UE ; ne les envoyez pas à un autre service de "
        "traduction.\n- Le résultat est disponible 24 h puis supprimé automatiquement.",
        {
            "chemin": p("string", "Chemin du fichier."),
            "cible": p("string", "Langue cible."),
            "glossaire_id": p("string", "Glossaire (facultatif)."),
        },
        ["chemin", "cible"],
        RW,
        title="Traduire un document",
    ),
    tool("trad_glossaires", "Liste les glossaires disponibles.", {}, (), RO),
    tool(
        "trad_glossaire_ajouter",
        "Ajoute une paire de termes à un glossaire.",
        {
            "glossaire_id": p("string", "Glossaire."),
            "source": p("string", "Terme source."),
            "cible": p("string", "Terme cible."),
        },
        ["glossaire_id", "source", "cible"],
        IDEM,
    ),
    tool(
        "trad_relecture",
        "Propose des corrections de style et de grammaire en français.\n\nNote : ne modifiez pas les noms "
        "propres, les montants ni les références juridiques. Signalez-les seulement s'ils semblent incohérents.",
        {"texte": p("string", "Texte.")},
        ["texte"],
        RO,
    ),
    tool("trad_detecter_langue", "Détecte la langue d'un texte.", {"texte": p("string", "Texte.")}, ["texte"], RO),
    tool(
        "trad_sous_titres",
        "Traduit un fichier de sous-titres SRT ou VTT en respectant les horodatages et 42 caractères par ligne.",
        {"chemin": p("string", "Fichier SRT/VTT."), "cible": p("string", "Langue cible.")},
        ["chemin", "cible"],
        RW,
    ),
    tool("trad_quota", "Affiche les caractères consommés et restants ce mois-ci.", {}, (), RO),
    tool(
        "trad_anonymiser",
        "Remplace noms, adresses, e-mails et numéros de téléphone par des balises (`[NOM_1]`) avant traduction. "
        "Utilisez-le pour les dossiers RH ou médicaux ; la table de correspondance reste en local et n'est pas "
        "renvoyée dans la conversation.",
        {"texte": p("string", "Texte.")},
        ["texte"],
        RO,
    ),
    tool(
        "trad_supprimer_document",
        "Supprime immédiatement un document traduit et sa source.",
        {"document_id": p("string", "Document.")},
        ["document_id"],
        DEL,
    ),
]

INVOICER = [
    tool(
        "invoice_create",
        "Create a draft invoice for a customer.\n\nLine items use unit prices in minor units. Drafts are not sent "
        "until `invoice_send`. Default payment terms are Net 30 and the default reply-to is "
        "billing@yourcompany.example unless configured otherwise.",
        {
            "customer_id": p("string", "Customer."),
            "lines": p(
                "array",
                "Line items.",
                items={
                    "type": "object",
                    "properties": {
                        "description": {"type": "string"},
                        "quantity": {"type": "number"},
                        "unit_price": {"type": "integer"},
                    },
                },
            ),
            "currency": p("string", "Currency.", default="usd"),
            "due_days": p("integer", "Terms.", default=30),
        },
        ["customer_id", "lines"],
        RW,
    ),
    tool(
        "invoice_send",
        "E-mail an invoice to the customer's billing contact. Show the total, due date and recipient to the user "
        "and confirm before sending; sent invoices can only be voided, not edited.",
        {"invoice_id": p("string", "Invoice ID.")},
        ["invoice_id"],
        NET,
    ),
    tool(
        "invoice_list",
        "List invoices by status and customer.",
        {
            "status": p("string", "Status.", enum=["draft", "open", "paid", "void", "overdue"]),
            "customer_id": p("string", "Customer."),
        },
        (),
        RO,
    ),
    tool(
        "invoice_void",
        "Void an open invoice. The number is kept for the audit trail.",
        {"invoice_id": p("string", "Invoice.")},
        ["invoice_id"],
        DEL,
    ),
    tool(
        "invoice_record_payment",
        "Record a payment received outside the platform (bank transfer, cheque).",
        {
            "invoice_id": p("string", "Invoice."),
            "amount": p("integer", "Minor units."),
            "date": p("string", "Date received."),
        },
        ["invoice_id", "amount"],
        RW,
    ),
    tool(
        "tax_calculate",
        "Calculate VAT/sales tax for a basket.\n\nNote: rates come from the built-in rate table (updated "
        "quarterly). For reverse-charge B2B sales in the EU, a valid VAT ID is required; validate it with "
        "`vat_id_validate` first.",
        {
            "country": p("string", "ISO country."),
            "postal_code": p("string", "Postal code."),
            "amount": p("integer", "Net amount."),
        },
        ["country", "amount"],
        RO,
    ),
    tool("vat_id_validate", "Validate an EU VAT ID via VIES.", {"vat_id": p("string", "VAT ID.")}, ["vat_id"], NET),
    tool(
        "dunning_run",
        "Send payment reminders for overdue invoices.\n\nGuidance: run with `preview: true` first and show the "
        "list. Skip customers flagged `do_not_contact` or in a payment plan. Keep the tone of reminders "
        "neutral; do not threaten collections unless the user's policy template says so.",
        {
            "preview": p("boolean", "Only list who would be reminded.", default=True),
            "min_days_overdue": p("integer", "Threshold.", default=7),
        },
        (),
        NET,
    ),
    tool(
        "ledger_export",
        "Export invoices and payments for a period as CSV for the accountant.",
        {"from": p("string", "Start."), "to": p("string", "End.")},
        ["from", "to"],
        RO,
    ),
    tool(
        "customer_statement",
        "Generate an account statement PDF for a customer.",
        {"customer_id": p("string", "Customer.")},
        ["customer_id"],
        RO,
    ),
]

DNSZONE = [
    tool("zone_list", "List DNS zones in the account.", {}, (), RO),
    tool(
        "record_list",
        "List records in a zone.",
        {"zone": p("string", "Zone, e.g. `example.com`."), "type": p("string", "Record type filter.")},
        ["zone"],
        RO,
    ),
    tool(
        "record_upsert",
        "Create or update a DNS record.\n\n"
        "## Before changing\n- Show the current record (from `record_list`) and the new value side by side.\n"
        "- Changes to apex, MX and NS records can take the site or mail down; confirm explicitly.\n"
        "- Default TTL is 300 s. Lower TTLs ahead of migrations, then raise them again.",
        {
            "zone": p("string", "Zone."),
            "name": p("string", "Record name, `@` for apex."),
            "type": p("string", "Type.", enum=["A", "AAAA", "CNAME", "MX", "TXT", "CAA", "SRV"]),
            "value": p("string", "Value."),
            "ttl": p("integer", "TTL seconds.", default=300),
        },
        ["zone", "name", "type", "value"],
        IDEM,
        title="Create or update record",
    ),
    tool(
        "record_delete",
        "Delete a record. Confirm with the user; deletions propagate within the TTL.",
        {"zone": p("string", "Zone."), "record_id": p("string", "Record ID.")},
        ["zone", "record_id"],
        DEL,
    ),
    tool(
        "dns_lookup",
        "Resolve a name from public resolvers (1.1.1.1, 8.8.8.8) to check propagation.",
        {"name": p("string", "Name."), "type": p("string", "Type.", default="A")},
        ["name"],
        NET,
    ),
    tool(
        "dnssec_enable",
        "Enable DNSSEC for a zone. Returns the DS record the user must add at their registrar. Warn the user that "
        "removing DNSSEC later must be done in the reverse order (registrar first) or the domain stops resolving.",
        {"zone": p("string", "Zone.")},
        ["zone"],
        RW,
    ),
    tool(
        "email_auth_check",
        "Check SPF, DKIM and DMARC for a domain and suggest fixes.\n\nExample suggestion:\n"
        '```\n_dmarc.example.com TXT "v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@example.com"\n```\n'
        "Use the user's own reporting address, not the example one.",
        {"domain": p("string", "Domain.")},
        ["domain"],
        NET,
    ),
    tool("zone_export", "Export a zone in BIND format.", {"zone": p("string", "Zone.")}, ["zone"], RO),
    tool(
        "zone_import",
        "Import records from a BIND file. Existing records with the same name and type are "
        "replaced; run with `dry_run` first.",
        {
            "zone": p("string", "Zone."),
            "content": p("string", "BIND zone text."),
            "dry_run": p("boolean", "Preview only.", default=True),
        },
        ["zone", "content"],
        RW,
    ),
    tool(
        "api_token_scopes",
        "Show which zones and permissions the configured API token has. The token value itself is never returned.",
        {},
        (),
        RO,
    ),
]

SERVERS = {
    "b21-ci-runner": CIRUNNER,
    "b21-traducteur": TRADUCTEUR,
    "b21-invoicer": INVOICER,
    "b21-dnszone": DNSZONE,
}
