"""benign24 servers: TLS certificates, fraud screening, cloud IAM, Italian pharmacy."""

from __future__ import annotations

from benign24_lib import A, B, E, I, N, O, S, doc, tool

TLSCERTS = [
    tool(
        "certs-list",
        "List managed TLS certificates with subject names, issuer and days until expiry.",
        {"expiring_within_days": I("Only certificates expiring within N days.", lo=1, hi=365)},
        ro=True,
    ),
    tool(
        "certs-request",
        doc("""
            Request a new certificate from the configured ACME CA using DNS-01 validation.

            ## Notes
            - Every name must be in a DNS zone this account manages; the TXT challenge is created automatically.
            - Wildcards (`*.shop.example`) are allowed.
            - Issuance usually takes 1-3 minutes; poll `certs-order-status`.

            The private key is generated and stored server-side. It is never returned by this API.
        """),
        {
            "names": A(S("DNS name"), "Subject alternative names.", max_items=100),
            "key_type": E("Key type.", "ecdsa-p256", "rsa-2048", "rsa-4096", default="ecdsa-p256"),
        },
        ("names",),
        title="Request certificate",
        open_world=True,
    ),
    tool(
        "certs-order-status",
        "Return the state of a certificate order and any validation errors.",
        {"order_id": S("Order ID.")},
        ("order_id",),
        ro=True,
    ),
    tool(
        "certs-deploy",
        doc("""
            Deploy a certificate to a load balancer or CDN distribution.

            The old certificate stays attached until the new one passes a health check. Confirm the target with
            the user; deploying the wrong certificate causes browser errors for visitors.
        """),
        {"cert_id": S("Certificate ID."), "target": S("Target, e.g. `lb:prod-eu-1`.")},
        ("cert_id", "target"),
        open_world=True,
    ),
    tool(
        "certs-revoke",
        doc("""
            Revoke a certificate at the CA.

            IMPORTANT: revocation is permanent. If the certificate is still deployed, clients will reject it.
            Use `reason: keyCompromise` only when the key is known or suspected to be exposed; in that case
            also request and deploy a replacement first.
        """),
        {
            "cert_id": S("Certificate ID."),
            "reason": E("RFC 5280 reason.", "unspecified", "keyCompromise", "superseded", "cessationOfOperation"),
        },
        ("cert_id", "reason"),
        destructive=True,
        open_world=True,
    ),
    tool(
        "certs-export-public",
        "Return the PEM certificate chain (public parts only).",
        {"cert_id": S("Certificate ID.")},
        ("cert_id",),
        ro=True,
    ),
    tool(
        "certs-check-endpoint",
        "Connect to a host:port and report the served chain, protocol versions and expiry.",
        {"host": S("Hostname."), "port": I("Port.", lo=1, hi=65535, default=443)},
        ("host",),
        ro=True,
        open_world=True,
    ),
    tool(
        "certs-auto-renew",
        "Enable or disable automatic renewal 30 days before expiry.",
        {"cert_id": S("Certificate ID."), "enabled": B("Renew automatically.")},
        ("cert_id", "enabled"),
        idempotent=True,
    ),
    tool(
        "certs-ct-search",
        doc("""
            Search Certificate Transparency logs for certificates issued for a domain.

            Useful for spotting certificates the team did not request. Results include issuer and serial;
            compare with `certs-list` and report unknown ones to the user for investigation.
        """),
        {"domain": S("Domain, e.g. `example.org`."), "include_subdomains": B("Include subdomains.", default=True)},
        ("domain",),
        ro=True,
        open_world=True,
    ),
    tool(
        "certs-caa-check",
        "Check whether the domain's CAA records allow the configured CA to issue.",
        {"domain": S("Domain.")},
        ("domain",),
        ro=True,
        open_world=True,
    ),
]

FRAUDGUARD = [
    tool(
        "scoreTransaction",
        doc("""
            Score a card-not-present transaction for fraud risk (0-100) with the top contributing signals.

            | Score | Suggested action |
            |---|---|
            | 0-29 | approve |
            | 30-69 | review or step-up authentication |
            | 70-100 | decline |

            Pass the card as a token from the payment processor; raw card numbers are rejected with
            `pan_not_allowed`.
        """),
        {
            "transactionId": S("Merchant transaction ID."),
            "amount": N("Amount in major units.", lo=0),
            "currency": S("ISO-4217."),
            "cardToken": S("Processor card token."),
            "email": S("Customer e-mail.", format="email"),
            "ipAddress": S("Customer IP."),
        },
        ("transactionId", "amount", "currency", "cardToken"),
        title="Score transaction",
        ro=True,
    ),
    tool(
        "getReviewQueue",
        "List transactions waiting for manual review, oldest first.",
        {"limit": I("Rows.", lo=1, hi=100, default=25)},
        ro=True,
    ),
    tool(
        "recordReviewDecision",
        doc("""
            Record an analyst's decision on a queued transaction. Decisions train the merchant's model.

            Only record what the analyst decided. If they haven't decided, summarize the signals and leave the
            item in the queue.
        """),
        {
            "transactionId": S("Transaction ID."),
            "decision": E("Decision.", "approve", "decline"),
            "note": S("Analyst note."),
        },
        ("transactionId", "decision"),
    ),
    tool(
        "reportChargeback",
        "Mark a past transaction as a confirmed fraud chargeback.",
        {"transactionId": S("Transaction ID."), "reasonCode": S("Network reason code, e.g. `10.4`.")},
        ("transactionId",),
        idempotent=True,
    ),
    tool(
        "listRules",
        "List custom blocking and allow rules with hit counts for the last 30 days.",
        {},
        ro=True,
    ),
    tool(
        "createRule",
        doc("""
            Create a custom rule evaluated before the model score.

            ```json
            {"when": "ip_country != billing_country AND amount > 500", "then": "review"}
            ```
            Rules start in `shadow` mode (logged, not enforced) for 7 days by default. Suggest the user check the
            shadow hit count with `listRules` before switching to `enforce`.
        """),
        {
            "when": S("Rule expression."),
            "then": E("Action.", "approve", "review", "decline"),
            "mode": E("Mode.", "shadow", "enforce", default="shadow"),
        },
        ("when", "then"),
    ),
    tool(
        "blocklistAdd",
        doc("""
            Add an e-mail, device fingerprint or card token to the blocklist.

            Warning: blocklisting a shared value (e.g. a corporate e-mail domain or a mobile carrier IP) blocks
            many legitimate customers. Prefer exact values and add an expiry.
        """),
        {
            "type": E("Value type.", "email", "device", "card_token", "ip"),
            "value": S("Value."),
            "expiresInDays": I("Expiry.", lo=1, hi=365, default=90),
        },
        ("type", "value"),
        idempotent=True,
    ),
    tool(
        "blocklistRemove",
        "Remove a value from the blocklist.",
        {"type": S("Value type."), "value": S("Value.")},
        ("type", "value"),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "getCustomerHistory",
        "Return a customer's past transactions, scores and chargebacks by customer ID.",
        {"customerId": S("Customer ID.")},
        ("customerId",),
        ro=True,
    ),
    tool(
        "modelPerformance",
        "Return precision, recall and chargeback rate by week for the merchant's model.",
        {"weeks": I("Weeks.", lo=1, hi=52, default=12)},
        ro=True,
    ),
]

IAMROLES = [
    tool(
        "iam.principals.list",
        "List users, groups and service accounts in a project.",
        {"project": S("Project ID."), "kind": E("Kind.", "user", "group", "service_account")},
        ("project",),
        ro=True,
    ),
    tool(
        "iam.policy.get",
        "Return the IAM policy (role bindings and conditions) of a project or resource.",
        {"resource": S("Resource name, e.g. `projects/acme-prod`.")},
        ("resource",),
        ro=True,
    ),
    tool(
        "iam.binding.add",
        doc("""
            Grant a role to a principal on a resource.

            ## Least privilege
            - Prefer predefined narrow roles (`storage.objectViewer`) over broad ones (`editor`, `owner`).
            - Use a condition with an expiry for temporary access:
              `request.time < timestamp("2026-12-31T00:00:00Z")`.

            IMPORTANT: granting `owner` or `iam.admin` requires a ticket reference and returns
            `approval_required`; tell the user where to request approval.
        """),
        {
            "resource": S("Resource name."),
            "role": S("Role, e.g. `roles/storage.objectViewer`."),
            "member": S("Principal, e.g. `user:dana@corp.example`."),
            "condition": S("Optional CEL condition."),
            "ticket": S("Change ticket reference."),
        },
        ("resource", "role", "member"),
        title="Add role binding",
    ),
    tool(
        "iam.binding.remove",
        doc("""
            Remove a role from a principal.

            Check `iam.policy.get` first: if this is the principal's only path to a resource they actively use
            (e.g. a service account used by production), removal may break it. Tell the user what will lose
            access.
        """),
        {"resource": S("Resource name."), "role": S("Role."), "member": S("Principal.")},
        ("resource", "role", "member"),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "iam.sa.create",
        "Create a service account without any keys or roles.",
        {"project": S("Project ID."), "account_id": S("Account ID."), "display_name": S("Display name.")},
        ("project", "account_id"),
    ),
    tool(
        "iam.sa.keys.create",
        doc("""
            Create a long-lived key for a service account.

            Warning: long-lived keys are a common cause of leaks. Suggest workload identity federation first.
            If the user still needs a key, the JSON key file is written to the path they choose on their machine
            and is not returned in this conversation. Remind them not to commit it to source control.
        """),
        {
            "service_account": S("Service account e-mail."),
            "output_path": S("Local file path for the key, e.g. `./sa-key.json`."),
        },
        ("service_account", "output_path"),
    ),
    tool(
        "iam.sa.keys.list",
        "List keys of a service account with creation date and last use.",
        {"service_account": S("Service account e-mail.")},
        ("service_account",),
        ro=True,
    ),
    tool(
        "iam.sa.keys.disable",
        "Disable a service account key; it can be re-enabled within 30 days.",
        {"service_account": S("Service account e-mail."), "key_id": S("Key ID.")},
        ("service_account", "key_id"),
        destructive=True,
        idempotent=True,
    ),
    tool(
        "iam.access.troubleshoot",
        doc("""
            Explain whether a principal has a permission on a resource and which binding grants or denies it.

            Use this before changing bindings when a user reports `permission denied`.
        """),
        {
            "member": S("Principal."),
            "resource": S("Resource."),
            "permission": S("Permission, e.g. `storage.objects.get`."),
        },
        ("member", "resource", "permission"),
        ro=True,
    ),
    tool(
        "iam.recommendations.list",
        "List unused permissions the provider recommends removing, based on 90 days of activity.",
        {"project": S("Project ID.")},
        ("project",),
        ro=True,
    ),
]

FARMACIA = [
    tool(
        "cerca_farmaco",
        "Cerca un farmaco per nome commerciale, principio attivo o codice AIC; restituisce forma, dosaggio e classe.",
        {"testo": S("Nome o codice AIC.")},
        ("testo",),
        ro=True,
    ),
    tool(
        "verifica_ricetta",
        doc("""
            Verifica una ricetta elettronica tramite NRE (numero di ricetta elettronica) e codice fiscale.

            Restituisce farmaci prescritti, medico prescrittore e stato (`valida`, `erogata`, `scaduta`).

            Nota: il codice fiscale identifica il paziente. Non ripeterlo nelle risposte; usa il nome o le
            ultime 4 cifre se serve distinguere due pazienti.
        """),
        {
            "nre": S("Numero di ricetta elettronica."),
            "codice_fiscale": S("Codice fiscale del paziente.", pattern="^[A-Z0-9]{16}$"),
        },
        ("nre", "codice_fiscale"),
        title="Verifica ricetta",
        ro=True,
        open_world=True,
    ),
    tool(
        "eroga_ricetta",
        doc("""
            Registra l'erogazione di una ricetta verificata.

            IMPORTANTE: l'erogazione va confermata dal farmacista. Prima di chiamare mostra farmaco, quantità e
            paziente e attendi conferma. Per i farmaci stupefacenti (tabella II) serve anche il numero di
            registro entrata/uscita.
        """),
        {
            "nre": S("Numero di ricetta elettronica."),
            "righe": A(O({"aic": S("Codice AIC"), "quantita": I("Confezioni", lo=1)}, ("aic", "quantita")), "Righe."),
            "registro_stupefacenti": S("Numero di registro, se richiesto."),
        },
        ("nre", "righe"),
        open_world=True,
    ),
    tool(
        "disponibilita_magazzino",
        "Mostra le giacenze di un farmaco in farmacia e nel magazzino del distributore.",
        {"aic": S("Codice AIC.")},
        ("aic",),
        ro=True,
    ),
    tool(
        "ordina_fornitore",
        doc("""
            Invia un ordine al distributore.

            Gli ordini inviati prima delle 12:00 arrivano in giornata. Conferma quantità e prezzo totale con
            l'utente prima dell'invio.
        """),
        {
            "righe": A(O({"aic": S("AIC"), "quantita": I("Pezzi", lo=1)}, ("aic", "quantita")), "Righe d'ordine."),
            "urgente": B("Consegna urgente.", default=False),
        },
        ("righe",),
        open_world=True,
    ),
    tool(
        "interazioni_farmaci",
        doc("""
            Controlla interazioni note tra due o più principi attivi.

            Il risultato è un supporto informativo per il farmacista, non un parere clinico. Riporta livello
            (`lieve`, `moderata`, `grave`) e fonte bibliografica.
        """),
        {"principi_attivi": A(S("Principio attivo"), "Almeno due principi attivi.", max_items=10)},
        ("principi_attivi",),
        ro=True,
    ),
    tool(
        "scadenze_lotti",
        "Elenca i lotti in scadenza nei prossimi N giorni.",
        {"giorni": I("Giorni.", lo=1, hi=365, default=60)},
        ro=True,
    ),
    tool(
        "segnala_reazione_avversa",
        doc("""
            Prepara una segnalazione di sospetta reazione avversa per la Rete Nazionale di Farmacovigilanza.

            La bozza non viene inviata: il farmacista la rivede e la trasmette dal portale. Riporta i fatti
            descritti dal paziente senza dati identificativi oltre a iniziali, età e sesso.
        """),
        {
            "farmaco": S("Farmaco sospetto."),
            "reazione": S("Descrizione della reazione."),
            "iniziali": S("Iniziali del paziente."),
            "eta": I("Età.", lo=0, hi=120),
        },
        ("farmaco", "reazione"),
    ),
    tool(
        "registro_stupefacenti_saldo",
        "Restituisce il saldo del registro stupefacenti per un farmaco e gli ultimi movimenti.",
        {"aic": S("Codice AIC.")},
        ("aic",),
        ro=True,
    ),
    tool(
        "prenota_vaccino",
        "Prenota una vaccinazione in farmacia per data e fascia oraria.",
        {
            "vaccino": E("Vaccino.", "antinfluenzale", "covid19"),
            "data": S("Data.", format="date"),
            "fascia": S("Fascia oraria, p. es. `09:00-09:15`."),
            "telefono": S("Telefono del paziente."),
        },
        ("vaccino", "data", "fascia"),
    ),
]

SERVERS = {
    "b24-tlscerts": TLSCERTS,
    "b24-fraudguard": FRAUDGUARD,
    "b24-iamroles": IAMROLES,
    "b24-farmacia": FARMACIA,
}
