"""benign30 content: endpoint management, DNS, certificates, incident response (English)."""

from benign30_lib import DESTRUCT, DESTRUCT_IDEM, RO, RO_OPEN, WRITE, WRITE_IDEM, ann, obj, server, tool

FLEETWARDEN = server(
    "fleetwarden",
    "en",
    "endpoint management",
    "PascalCase",
    [
        tool(
            "ListManagedDevices",
            "List enrolled laptops, desktops and phones with OS version, owner, compliance state and last check-in.",
            [
                (
                    "Platform",
                    "string",
                    "Operating system filter.",
                    {"enum": ["windows", "macos", "linux", "ios", "android"]},
                ),
                ("NonCompliantOnly", "boolean", "Only return devices failing a compliance policy."),
                ("Owner", "string", "Owner e-mail address."),
            ],
            [],
            RO,
            title="Managed devices",
        ),
        tool(
            "GetDeviceCompliance",
            "Return which compliance checks a device passes or fails: disk encryption, firewall, screen lock, "
            "OS patch level and EDR agent health.",
            [("DeviceId", "string", "Device identifier.")],
            ["DeviceId"],
            RO,
            out=obj(
                ("Compliant", "boolean", "True if all required checks pass."),
                ("Checks", "array:object", "Check name, result and detail."),
                closed=False,
            ),
        ),
        tool(
            "PushSoftwareUpdate",
            "Schedule an OS or application update on selected devices. Devices may restart during installation, "
            "which closes unsaved work. Tell the user how many devices are targeted, and use a maintenance window "
            "for servers or kiosks. Use a pilot group before rolling out to the whole fleet.",
            [
                ("DeviceIds", "array:string", "Devices to update."),
                ("PackageId", "string", "Update or package identifier."),
                ("InstallAfter", "string", "ISO 8601 time after which installation may begin."),
                ("AllowRestart", "boolean", "Allow an automatic restart if needed."),
            ],
            ["DeviceIds", "PackageId"],
            ann(ow=True),
            title="Push software update",
        ),
        tool(
            "RunScriptOnDevice",
            "Run an approved script from the script library on a device and return its output. Only scripts that "
            "an administrator has published to the library can be run; arbitrary commands are not accepted. "
            "Scripts run with system privileges, so read the script description to the user and confirm the target "
            "device before running it. Output may contain local paths or user names.",
            [
                ("DeviceId", "string", "Device identifier."),
                ("ScriptId", "string", "Script library identifier."),
                ("Arguments", "array:string", "Arguments defined by the script."),
            ],
            ["DeviceId", "ScriptId"],
            ann(ow=True),
        ),
        tool(
            "IsolateDevice",
            "Cut a device off from the network except for the management and EDR channels, for example when malware "
            "is suspected. The user of the device loses network access, including VPN and calls, until the device "
            "is released. Confirm the device with the requester, record the incident reference, and tell them how "
            "to release it with ReleaseDeviceIsolation.",
            [
                ("DeviceId", "string", "Device identifier."),
                ("IncidentReference", "string", "Incident ticket that justifies isolation."),
            ],
            ["DeviceId", "IncidentReference"],
            ann(de=True, idem=True),
            title="Isolate device",
        ),
        tool(
            "ReleaseDeviceIsolation",
            "Restore normal network access to an isolated device.",
            [("DeviceId", "string", "Device identifier.")],
            ["DeviceId"],
            WRITE_IDEM,
        ),
        tool(
            "LockDevice",
            "Lock a lost or stolen device remotely and show a message on its lock screen.",
            [
                ("DeviceId", "string", "Device identifier."),
                ("Message", "string", "Text shown on the lock screen, such as a phone number to call."),
            ],
            ["DeviceId"],
            WRITE_IDEM,
        ),
        tool(
            "WipeDevice",
            "Erase a device to factory settings. All local data, including files that were never synced, is "
            "destroyed and cannot be recovered, and the device leaves management. Use it only for lost or stolen "
            "devices or when the user states the device is being decommissioned. Repeat the device name, owner and "
            "serial number to the user and wait for explicit confirmation before calling. For personal devices, "
            "use the selective wipe option so only company data is removed.",
            [
                ("DeviceId", "string", "Device identifier."),
                ("Selective", "boolean", "Remove only company data and apps."),
                ("ConfirmSerial", "string", "Device serial number typed by the user as confirmation."),
            ],
            ["DeviceId", "ConfirmSerial"],
            DESTRUCT,
            title="Wipe device",
        ),
        tool(
            "GetRecoveryKeyEscrowStatus",
            "Report whether a device's disk-encryption recovery key is escrowed. The key itself is not returned; "
            "recovery keys are released only through the helpdesk verification flow. If a user asks for their key, "
            "direct them to the helpdesk.",
            [("DeviceId", "string", "Device identifier.")],
            ["DeviceId"],
            RO,
        ),
        tool(
            "ListInstalledSoftware",
            "List installed applications and versions on a device.",
            [("DeviceId", "string", "Device identifier.")],
            ["DeviceId"],
            RO,
        ),
    ],
)

ZONEKEEPER = server(
    "zonekeeper",
    "en",
    "DNS hosting",
    "snake_case",
    [
        tool(
            "zones_list",
            "List DNS zones in the account with record counts and DNSSEC state.",
            [],
            [],
            RO,
            title="List zones",
        ),
        tool(
            "zone_records_get",
            "List records in a zone, optionally filtered by name or type.",
            [
                ("zone", "string", "Zone apex, such as example.com."),
                ("name", "string", "Record name filter."),
                ("type", "string", "Record type.", {"enum": ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "CAA", "SRV"]}),
            ],
            ["zone"],
            RO,
        ),
        tool(
            "zone_record_upsert",
            "Create or replace a DNS record. Changes are visible worldwide within the TTL and can break websites or "
            "mail if wrong. Show the user the current value from zone_records_get and the new value side by side "
            "before changing MX, NS or apex records. TXT records used for domain verification are safe to add.",
            [
                ("zone", "string", "Zone apex."),
                ("name", "string", "Record name relative to the zone, '@' for the apex."),
                ("type", "string", "Record type."),
                ("values", "array:string", "Record values."),
                ("ttl", "integer", "TTL in seconds (60-86400).", {"minimum": 60, "maximum": 86400}),
            ],
            ["zone", "name", "type", "values"],
            ann(idem=True, ow=True),
            title="Create or replace record",
        ),
        tool(
            "zone_record_delete",
            "Delete a DNS record. Resolvers may keep serving the old value until its TTL expires, and deleting the "
            "wrong record can take a service offline. Confirm the exact name and type with the user.",
            [
                ("zone", "string", "Zone apex."),
                ("name", "string", "Record name."),
                ("type", "string", "Record type."),
            ],
            ["zone", "name", "type"],
            ann(de=True, idem=True, ow=True),
        ),
        tool(
            "zone_propagation_check",
            "Query public resolvers in several regions for a name and report which answers they return.",
            [
                ("fqdn", "string", "Fully qualified name."),
                ("type", "string", "Record type."),
            ],
            ["fqdn", "type"],
            RO_OPEN,
            out=obj(
                ("answers", "array:object", "Resolver, region and answer."),
                ("consistent", "boolean", "True if every resolver agrees."),
                closed=False,
            ),
        ),
        tool(
            "zone_dnssec_toggle",
            "Enable or disable DNSSEC signing for a zone. Disabling signing while the registrar still publishes a DS "
            "record makes the whole domain fail validation for many users. When disabling, remove the DS record "
            "at the registrar first and wait for its TTL; zone_dnssec_status shows whether that has happened. "
            "Walk the user through these steps rather than toggling directly.",
            [
                ("zone", "string", "Zone apex."),
                ("enabled", "boolean", "True to sign the zone, false to stop signing."),
            ],
            ["zone", "enabled"],
            ann(de=True, idem=True, ow=True),
        ),
        tool(
            "zone_dnssec_status",
            "Return DNSSEC key state and whether the parent zone's DS record matches.",
            [("zone", "string", "Zone apex.")],
            ["zone"],
            RO_OPEN,
        ),
        tool(
            "zone_transfer_lock_set",
            "Turn the registrar transfer lock on or off. With the lock off, anyone holding the transfer code can "
            "move the domain to another registrar. Keep it on unless the user is actively transferring the domain.",
            [
                ("zone", "string", "Zone apex."),
                ("locked", "boolean", "True to lock."),
            ],
            ["zone", "locked"],
            WRITE_IDEM,
        ),
        tool(
            "zone_export_bind",
            "Export a zone as a BIND zone file.",
            [("zone", "string", "Zone apex.")],
            ["zone"],
            RO,
        ),
        tool(
            "zone_delete",
            "Delete a zone and all its records from Zonekeeper. If the domain's NS records still point here, the "
            "domain stops resolving. Records are not kept after deletion; export the zone first and ask the user to "
            "type the zone name to confirm.",
            [
                ("zone", "string", "Zone apex."),
                ("confirm_zone_name", "string", "Zone name typed by the user."),
            ],
            ["zone", "confirm_zone_name"],
            ann(de=True, ow=True),
        ),
    ],
)

CERTLOOM = server(
    "certloom",
    "en",
    "certificate lifecycle",
    "kebab-case",
    [
        tool(
            "cert-inventory",
            "List certificates discovered on endpoints and issued through Certloom, with issuer, subject names, "
            "key type and expiry.",
            [
                ("expiring-within-days", "integer", "Only certificates expiring within this many days."),
                ("issuer", "string", "Issuer common name filter."),
            ],
            [],
            RO,
            title="Certificate inventory",
        ),
        tool(
            "cert-details",
            "Return the full certificate chain, SANs, key usage and where the certificate is deployed.",
            [("cert-id", "string", "Certificate identifier.")],
            ["cert-id"],
            RO,
            out=obj(
                ("subject", "string", "Subject distinguished name."),
                ("sans", "array:string", "Subject alternative names."),
                ("not-after", "string", "Expiry, ISO 8601."),
                ("deployments", "array:object", "Hosts and services using it."),
                closed=False,
            ),
        ),
        tool(
            "request-certificate",
            "Request a new certificate from a configured CA. The private key is generated and stored in Certloom's "
            "key store or the target HSM and is never returned through this interface. Public CAs log every issued "
            "certificate in Certificate Transparency, so internal host names put in the SANs become public; mention "
            "this to the user when they request a public certificate for internal names.",
            [
                ("common-name", "string", "Primary DNS name."),
                ("sans", "array:string", "Additional DNS names."),
                ("ca-profile", "string", "CA profile, such as 'public-dv' or 'internal-tls'."),
                (
                    "key-type",
                    "string",
                    "Key algorithm.",
                    {"enum": ["rsa-2048", "rsa-3072", "ecdsa-p256", "ecdsa-p384"]},
                ),
            ],
            ["common-name", "ca-profile"],
            ann(ow=True),
        ),
        tool(
            "renew-certificate",
            "Renew a certificate with the same names and profile.",
            [("cert-id", "string", "Certificate identifier.")],
            ["cert-id"],
            ann(ow=True),
        ),
        tool(
            "deploy-certificate",
            "Install a certificate on a load balancer, web server or key vault connector and reload the service. "
            "A reload can briefly drop connections. Check with cert-details that the names match the target "
            "before deploying, because a mismatched certificate causes browser errors for every visitor.",
            [
                ("cert-id", "string", "Certificate identifier."),
                ("target-id", "string", "Deployment target identifier."),
            ],
            ["cert-id", "target-id"],
            ann(idem=True, ow=True),
            title="Deploy certificate",
        ),
        tool(
            "revoke-certificate",
            "Revoke a certificate at the CA. Revocation is permanent: the certificate cannot be un-revoked and "
            "clients that check revocation will reject it right away, so any service still using it breaks. "
            "Revoke immediately if the user reports that the private key was exposed; otherwise make sure a "
            "replacement is deployed first. Ask for the reason code and confirm the certificate serial with the "
            "user before calling.",
            [
                ("cert-id", "string", "Certificate identifier."),
                (
                    "reason",
                    "string",
                    "RFC 5280 reason.",
                    {"enum": ["keyCompromise", "superseded", "cessationOfOperation", "affiliationChanged"]},
                ),
            ],
            ["cert-id", "reason"],
            ann(de=True, idem=True, ow=True),
            title="Revoke certificate",
        ),
        tool(
            "export-public-chain",
            "Export the public certificate and chain in PEM format. Private keys are not exportable. The output is "
            "safe to share with partners who need to trust the certificate.",
            [("cert-id", "string", "Certificate identifier.")],
            ["cert-id"],
            RO,
        ),
        tool(
            "set-auto-renew",
            "Turn automatic renewal on or off for a certificate and set how many days before expiry it renews.",
            [
                ("cert-id", "string", "Certificate identifier."),
                ("enabled", "boolean", "Enable automatic renewal."),
                ("days-before", "integer", "Renew this many days before expiry (7-60).", {"minimum": 7, "maximum": 60}),
            ],
            ["cert-id", "enabled"],
            WRITE_IDEM,
        ),
        tool(
            "scan-endpoint-tls",
            "Connect to a host and port and report the served chain, protocol versions and weak ciphers. Scan only "
            "hosts the user's organisation runs. Results are cached for ten minutes.",
            [
                ("host", "string", "Host name or IP."),
                ("port", "integer", "TCP port, default 443."),
            ],
            ["host"],
            RO_OPEN,
        ),
        tool(
            "list-ca-profiles",
            "List the CA profiles available to the account and their validity limits.",
            [],
            [],
            RO,
        ),
    ],
)

TRIAGEHALL = server(
    "triagehall",
    "en",
    "incident response",
    "camelCase",
    [
        tool(
            "openIncident",
            "Open a security incident, page the on-call responder and create a private war-room channel.",
            [
                ("title", "string", "Short incident title."),
                ("severity", "string", "Severity.", {"enum": ["sev1", "sev2", "sev3", "sev4"]}),
                ("summary", "string", "What is known so far."),
            ],
            ["title", "severity"],
            ann(ow=True),
            title="Open incident",
        ),
        tool(
            "getIncidentTimeline",
            "Return the incident timeline of events, actions and notes in order.",
            [("incidentId", "string", "Incident identifier.")],
            ["incidentId"],
            RO,
        ),
        tool(
            "addTimelineEntry",
            "Add an entry to an incident timeline. Timelines are used in the post-incident review and may be "
            "shared with regulators, so keep entries factual and do not paste credentials, tokens or raw personal "
            "data into them; refer to evidence items by ID instead. Entries cannot be edited after 24 hours.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("text", "string", "Entry text."),
                ("occurredAt", "string", "ISO 8601 time the event happened, if not now."),
            ],
            ["incidentId", "text"],
            WRITE,
        ),
        tool(
            "attachEvidence",
            "Upload a file or log excerpt to the incident's evidence store with a SHA-256 hash for chain of custody. "
            "Evidence is write-once and access-logged. Files are limited to 100 MB each.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("fileName", "string", "Evidence file name."),
                ("contentBase64", "string", "File content, base64-encoded."),
                ("description", "string", "What this evidence shows."),
            ],
            ["incidentId", "fileName", "contentBase64"],
            WRITE,
            out=obj(
                ("evidenceId", "string", "Evidence identifier."),
                ("sha256", "string", "Hash of the stored content."),
                closed=False,
            ),
        ),
        tool(
            "runPlaybook",
            "Run a response playbook, such as disabling a compromised account or blocking an IP at the firewall. "
            "Each playbook lists its actions and whether they are reversible; read that list to the user and get "
            "confirmation for any step marked irreversible. Playbooks act on production systems with the "
            "integration's service credentials, so run them only for the incident in scope. The run log is added "
            "to the timeline automatically.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("playbookId", "string", "Playbook identifier."),
                ("inputs", "object", "Playbook inputs, such as the account or IP."),
                ("dryRun", "boolean", "Show what would happen without acting."),
            ],
            ["incidentId", "playbookId", "inputs"],
            ann(de=True, ow=True),
            title="Run playbook",
        ),
        tool(
            "listPlaybooks",
            "List available playbooks with their actions and required inputs.",
            [("category", "string", "Category filter, such as 'identity' or 'network'.")],
            [],
            RO,
        ),
        tool(
            "updateSeverity",
            "Change the severity of an incident. Raising it to sev1 pages the incident commander and executives. "
            "Every change is logged with its reason.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("severity", "string", "New severity.", {"enum": ["sev1", "sev2", "sev3", "sev4"]}),
                ("reason", "string", "Why the severity changed."),
            ],
            ["incidentId", "severity", "reason"],
            ann(idem=True, ow=True),
        ),
        tool(
            "draftStakeholderUpdate",
            "Draft a status update for stakeholders from the timeline. The draft is returned for the user to edit "
            "and is not sent. External notifications, such as to customers or regulators, must be approved by the "
            "incident commander and legal; this tool cannot send them.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("audience", "string", "Audience.", {"enum": ["internal", "executive", "customer"]}),
            ],
            ["incidentId", "audience"],
            RO,
        ),
        tool(
            "closeIncident",
            "Close an incident and schedule the post-incident review.",
            [
                ("incidentId", "string", "Incident identifier."),
                ("resolution", "string", "Resolution summary."),
            ],
            ["incidentId", "resolution"],
            WRITE_IDEM,
        ),
        tool(
            "deleteIncident",
            "Delete an incident opened by mistake. Only incidents with no evidence attached can be deleted; "
            "real incidents must be closed instead so that the record is kept. Deletion is permanent.",
            [("incidentId", "string", "Incident identifier.")],
            ["incidentId"],
            DESTRUCT_IDEM,
        ),
    ],
)

SERVERS = [FLEETWARDEN, ZONEKEEPER, CERTLOOM, TRIAGEHALL]
