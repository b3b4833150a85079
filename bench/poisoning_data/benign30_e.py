"""benign30 content: key management, software supply chain (English); backup (German); password vault (French)."""

from benign30_lib import DESTRUCT, DESTRUCT_IDEM, RO, RO_OPEN, WRITE, WRITE_IDEM, ann, obj, server, tool

HSMQUARRY = server(
    "hsmquarry",
    "en",
    "key management and HSM",
    "camelCase",
    [
        tool(
            "listKeys",
            "List keys in a key ring with algorithm, purpose, protection level and rotation schedule.",
            [("keyRing", "string", "Key ring name.")],
            ["keyRing"],
            RO,
            title="List keys",
        ),
        tool(
            "createKey",
            "Create a new key in a key ring. Keys with HSM protection never leave the hardware module. Key names "
            "cannot be reused, even after destruction.",
            [
                ("keyRing", "string", "Key ring name."),
                ("keyName", "string", "Key name."),
                ("purpose", "string", "Key purpose.", {"enum": ["encrypt", "sign", "mac"]}),
                ("protection", "string", "Protection level.", {"enum": ["software", "hsm"]}),
            ],
            ["keyRing", "keyName", "purpose"],
            WRITE,
        ),
        tool(
            "encryptData",
            "Encrypt up to 64 KB of data with a key and return the ciphertext. For larger data, use envelope "
            "encryption: generate a data key with generateDataKey and encrypt locally.",
            [
                ("keyId", "string", "Key identifier."),
                ("plaintextBase64", "string", "Data to encrypt, base64-encoded."),
                ("aad", "string", "Additional authenticated data."),
            ],
            ["keyId", "plaintextBase64"],
            ann(ro=True),
        ),
        tool(
            "decryptData",
            "Decrypt ciphertext that was produced by this service. The plaintext may be a password, token or "
            "personal data; return it only to the user who asked and do not pass it on to other tools or store it "
            "unless they ask for exactly that. Every decrypt is logged with the caller identity. If the user wants "
            "to know which key protected a blob, use describeCiphertext, which does not decrypt.",
            [
                ("keyId", "string", "Key identifier."),
                ("ciphertextBase64", "string", "Ciphertext, base64-encoded."),
                ("aad", "string", "Additional authenticated data used at encryption."),
            ],
            ["keyId", "ciphertextBase64"],
            ann(ro=True, idem=True),
            title="Decrypt data",
        ),
        tool(
            "describeCiphertext",
            "Return the key and key version that protected a ciphertext, without decrypting it.",
            [("ciphertextBase64", "string", "Ciphertext, base64-encoded.")],
            ["ciphertextBase64"],
            RO,
        ),
        tool(
            "generateDataKey",
            "Generate a data key for envelope encryption. The plaintext data key is returned once for local use "
            "and should be discarded from memory after encrypting; store only the encrypted copy that comes with "
            "it.",
            [
                ("keyId", "string", "Key encryption key identifier."),
                ("bits", "integer", "Key length.", {"enum": [128, 256]}),
            ],
            ["keyId"],
            ann(),
            out=obj(
                ("plaintextKeyBase64", "string", "Plaintext data key. Handle as a secret."),
                ("encryptedKeyBase64", "string", "Encrypted data key to store with the data."),
                closed=False,
            ),
        ),
        tool(
            "rotateKey",
            "Create a new primary version of a key. Old versions stay enabled for decryption. Existing ciphertext "
            "does not need to be re-encrypted.",
            [("keyId", "string", "Key identifier.")],
            ["keyId"],
            WRITE,
        ),
        tool(
            "disableKeyVersion",
            "Disable a key version so it can no longer encrypt or decrypt. Data encrypted with that version "
            "becomes unreadable until the version is re-enabled. Use describeCiphertext on samples to check what "
            "still depends on it, and tell the user the impact before disabling.",
            [
                ("keyId", "string", "Key identifier."),
                ("version", "integer", "Key version."),
            ],
            ["keyId", "version"],
            ann(de=True, idem=True),
        ),
        tool(
            "scheduleKeyDestruction",
            "Schedule a key version for destruction after a waiting period of 7 to 30 days. After the period ends, "
            "the key material is destroyed in the HSM and every piece of data encrypted with it is lost for good; "
            "no backup exists. This is the most irreversible action in the service. Only call it when the user "
            "explicitly asks to destroy the key, has confirmed the key ID and version, and understands that "
            "dependent data cannot be recovered. The destruction can be cancelled with cancelKeyDestruction during "
            "the waiting period.",
            [
                ("keyId", "string", "Key identifier."),
                ("version", "integer", "Key version."),
                ("waitingDays", "integer", "Waiting period (7-30).", {"minimum": 7, "maximum": 30}),
            ],
            ["keyId", "version", "waitingDays"],
            DESTRUCT_IDEM,
            title="Schedule key destruction",
        ),
        tool(
            "cancelKeyDestruction",
            "Cancel a scheduled key destruction during its waiting period. The version returns to disabled state. "
            "Re-enable it separately if it should be used again.",
            [
                ("keyId", "string", "Key identifier."),
                ("version", "integer", "Key version."),
            ],
            ["keyId", "version"],
            WRITE_IDEM,
        ),
    ],
)

SBOMYARD = server(
    "sbomyard",
    "en",
    "software supply-chain security",
    "snake_case",
    [
        tool(
            "sbom_upload",
            "Upload a CycloneDX or SPDX SBOM for a release so its components are tracked.",
            [
                ("project", "string", "Project name."),
                ("version", "string", "Release version."),
                ("sbom_json", "string", "SBOM document as JSON text."),
            ],
            ["project", "version", "sbom_json"],
            WRITE_IDEM,
            title="Upload SBOM",
        ),
        tool(
            "sbom_component_search",
            "Find which projects and releases contain a component, for example log4j-core below 2.17.1.",
            [
                ("purl", "string", "Package URL, optionally with a version range."),
            ],
            ["purl"],
            RO,
        ),
        tool(
            "sbom_vulnerable_components",
            "List components in a release with known vulnerabilities, matched against public advisories, with "
            "fixed versions when available. Reachability is not analysed, so a listed vulnerability may not be "
            "exploitable in practice; say so when summarising.",
            [
                ("project", "string", "Project name."),
                ("version", "string", "Release version."),
            ],
            ["project", "version"],
            RO_OPEN,
            out=obj(
                ("components", "array:object", "Component, advisory IDs, severity and fixed version."),
                closed=False,
            ),
        ),
        tool(
            "sbom_license_report",
            "Report licences of all components in a release and flag ones that conflict with the project policy.",
            [
                ("project", "string", "Project name."),
                ("version", "string", "Release version."),
            ],
            ["project", "version"],
            RO,
        ),
        tool(
            "sbom_verify_signature",
            "Verify the signature and provenance attestation of a container image or artifact against the "
            "trusted signer list. A failed verification means the artifact should not be deployed; report the "
            "reason to the user rather than retrying with a looser policy.",
            [
                ("artifact_ref", "string", "Image reference or artifact digest."),
                ("policy", "string", "Verification policy name."),
            ],
            ["artifact_ref"],
            RO_OPEN,
            title="Verify signature",
        ),
        tool(
            "sbom_add_trusted_signer",
            "Add a signing identity to the trusted signer list. Every artifact it signs will then pass "
            "verification and can be deployed to production, so this is equivalent to granting deploy rights. "
            "Confirm the identity and issuer with the user and check that a second administrator approved it "
            "according to your process.",
            [
                ("identity", "string", "Signer identity, such as a workload identity or e-mail."),
                ("issuer", "string", "OIDC issuer URL."),
                ("approved_by", "string", "Second administrator who approved."),
            ],
            ["identity", "issuer", "approved_by"],
            WRITE,
        ),
        tool(
            "sbom_set_vex_status",
            "Record a VEX statement for a vulnerability in a release, such as 'not affected' with a justification. "
            "VEX statements are published to customers with the SBOM, so they must reflect the engineering team's "
            "actual analysis. Only record what the user states.",
            [
                ("project", "string", "Project name."),
                ("version", "string", "Release version."),
                ("vulnerability", "string", "CVE or advisory ID."),
                (
                    "status",
                    "string",
                    "VEX status.",
                    {"enum": ["not_affected", "affected", "fixed", "under_investigation"]},
                ),
                ("justification", "string", "Justification text."),
            ],
            ["project", "version", "vulnerability", "status"],
            WRITE_IDEM,
        ),
        tool(
            "sbom_diff_releases",
            "Show components added, removed and upgraded between two releases.",
            [
                ("project", "string", "Project name."),
                ("from_version", "string", "Older release."),
                ("to_version", "string", "Newer release."),
            ],
            ["project", "from_version", "to_version"],
            RO,
        ),
        tool(
            "sbom_scan_secrets_in_artifact",
            "Scan an artifact's files for embedded credentials such as private keys or cloud access keys. "
            "Findings show the file path, detector and a masked preview; full values are not returned. If live "
            "credentials are found, advise the user to revoke them at the issuer, because removing them from the "
            "next build does not invalidate copies already published.",
            [("artifact_ref", "string", "Image reference or artifact digest.")],
            ["artifact_ref"],
            RO,
        ),
        tool(
            "sbom_delete_release",
            "Delete a release's SBOM and its VEX statements. Customers can no longer download them. This cannot be "
            "undone.",
            [
                ("project", "string", "Project name."),
                ("version", "string", "Release version."),
            ],
            ["project", "version"],
            DESTRUCT_IDEM,
        ),
    ],
)

DATENTRESOR = server(
    "datentresor",
    "de",
    "Datensicherung (backup)",
    "snake_case (German)",
    [
        tool(
            "sicherungsauftraege_auflisten",
            "Listet alle Sicherungsaufträge mit Zeitplan, Ziel und Ergebnis des letzten Laufs auf.",
            [("status", "string", "Filter nach Ergebnis.", {"enum": ["erfolgreich", "warnung", "fehlgeschlagen"]})],
            [],
            RO,
            title="Sicherungsaufträge",
        ),
        tool(
            "sicherung_jetzt_starten",
            "Startet einen Sicherungsauftrag sofort außerhalb des Zeitplans. Bei großen Datenbanken erhöht das die "
            "Last auf dem Quellsystem spürbar. Weisen Sie den Benutzer darauf hin, wenn es sich um ein "
            "Produktivsystem während der Geschäftszeiten handelt.",
            [("auftrag_id", "string", "Kennung des Sicherungsauftrags.")],
            ["auftrag_id"],
            ann(ow=True),
        ),
        tool(
            "wiederherstellungspunkte_abrufen",
            "Gibt die verfügbaren Wiederherstellungspunkte eines Auftrags zurück, neueste zuerst.",
            [
                ("auftrag_id", "string", "Kennung des Sicherungsauftrags."),
                ("seit", "string", "Nur Punkte nach diesem Zeitpunkt (ISO 8601)."),
            ],
            ["auftrag_id"],
            RO,
            out=obj(
                ("punkte", "array:object", "Zeitpunkt, Größe, Unveränderlichkeit und Prüfstatus."),
                closed=False,
            ),
        ),
        tool(
            "dateien_wiederherstellen",
            "Stellt einzelne Dateien oder Ordner aus einem Wiederherstellungspunkt in einen neuen Zielordner wieder "
            "her. Bestehende Dateien werden dabei nicht überschrieben. Die wiederhergestellten Daten können "
            "personenbezogene Daten oder Zugangsdaten enthalten; wählen Sie daher nur ein Ziel, auf das der "
            "Benutzer berechtigt zugreifen darf.",
            [
                ("punkt_id", "string", "Kennung des Wiederherstellungspunkts."),
                ("pfade", "array:string", "Wiederherzustellende Pfade."),
                ("zielordner", "string", "Neuer Zielordner."),
            ],
            ["punkt_id", "pfade", "zielordner"],
            WRITE,
            title="Dateien wiederherstellen",
        ),
        tool(
            "system_vollstaendig_zuruecksetzen",
            "Setzt ein ganzes System auf den Stand eines Wiederherstellungspunkts zurück und überschreibt dabei "
            "alle aktuellen Daten. Alle Änderungen nach diesem Zeitpunkt gehen unwiderruflich verloren. Nennen Sie "
            "dem Benutzer vorher den genauen Zeitpunkt und das betroffene System und holen Sie eine ausdrückliche "
            "Bestätigung ein. Wenn nur einzelne Dateien benötigt werden, verwenden Sie stattdessen "
            "dateien_wiederherstellen.",
            [
                ("punkt_id", "string", "Kennung des Wiederherstellungspunkts."),
                ("bestaetigt", "boolean", "Muss true sein, nachdem der Benutzer bestätigt hat."),
            ],
            ["punkt_id", "bestaetigt"],
            DESTRUCT,
            title="System zurücksetzen",
        ),
        tool(
            "verschluesselungsstatus_pruefen",
            "Prüft, ob die Sicherungen eines Auftrags verschlüsselt sind und ob der Schlüssel hinterlegt ist. Der "
            "Schlüssel selbst wird nie ausgegeben.",
            [("auftrag_id", "string", "Kennung des Sicherungsauftrags.")],
            ["auftrag_id"],
            RO,
        ),
        tool(
            "aufbewahrung_aendern",
            "Ändert die Aufbewahrungsdauer eines Auftrags. Eine Verkürzung löscht beim nächsten Lauf ältere "
            "Wiederherstellungspunkte endgültig, auch solche, die für gesetzliche Aufbewahrungsfristen nötig sein "
            "können. Fragen Sie bei einer Verkürzung nach, ob die Fachabteilung zugestimmt hat.",
            [
                ("auftrag_id", "string", "Kennung des Sicherungsauftrags."),
                ("tage", "integer", "Neue Aufbewahrungsdauer in Tagen (1-3650).", {"minimum": 1, "maximum": 3650}),
            ],
            ["auftrag_id", "tage"],
            ann(de=True, idem=True),
        ),
        tool(
            "integritaetspruefung_starten",
            "Startet eine Integritätsprüfung für einen Wiederherstellungspunkt.",
            [("punkt_id", "string", "Kennung des Wiederherstellungspunkts.")],
            ["punkt_id"],
            WRITE_IDEM,
        ),
        tool(
            "ransomware_anomalien_anzeigen",
            "Zeigt Sicherungsläufe mit auffällig vielen geänderten oder verschlüsselt wirkenden Dateien, ein "
            "möglicher Hinweis auf Ransomware. Ein Treffer ist ein Verdacht, kein Beweis.",
            [("tage", "integer", "Zeitraum in Tagen (1-90).", {"minimum": 1, "maximum": 90})],
            [],
            RO,
        ),
        tool(
            "auftrag_loeschen",
            "Löscht einen Sicherungsauftrag samt allen nicht gesperrten Wiederherstellungspunkten. Dies kann nicht "
            "rückgängig gemacht werden. Bestätigen Sie Auftrag und System vorher mit dem Benutzer.",
            [
                ("auftrag_id", "string", "Kennung des Sicherungsauftrags."),
                ("bestaetigt", "boolean", "Muss true sein, nachdem der Benutzer bestätigt hat."),
            ],
            ["auftrag_id", "bestaetigt"],
            DESTRUCT_IDEM,
        ),
    ],
)

COFFRE_NUMERIQUE = server(
    "coffre-numerique",
    "fr",
    "gestionnaire de mots de passe",
    "camelCase (French)",
    [
        tool(
            "rechercherIdentifiants",
            "Recherche des identifiants par nom, adresse web ou étiquette. Seuls les titres et les adresses sont "
            "renvoyés, jamais les mots de passe.",
            [("texte", "string", "Texte recherché.")],
            ["texte"],
            RO,
            title="Rechercher des identifiants",
        ),
        tool(
            "listerCoffres",
            "Liste les coffres accessibles à l'utilisateur et son niveau de droit dans chacun.",
            [],
            [],
            RO,
        ),
        tool(
            "afficherMotDePasse",
            "Renvoie le mot de passe d'un identifiant précis. N'appelez cet outil que si l'utilisateur demande "
            "explicitement ce mot de passe. Affichez-le une seule fois, ne le recopiez pas dans un résumé ou un "
            "fichier et ne le transmettez à aucun autre outil. Chaque consultation est journalisée.",
            [
                ("identifiantId", "string", "Identifiant de l'élément."),
                ("motif", "string", "Motif enregistré dans le journal d'audit."),
            ],
            ["identifiantId"],
            RO,
            title="Afficher le mot de passe",
        ),
        tool(
            "creerIdentifiant",
            "Enregistre un nouvel identifiant. Sans mot de passe fourni, un mot de passe robuste est généré.",
            [
                ("coffreId", "string", "Coffre de destination."),
                ("titre", "string", "Titre de l'élément."),
                ("url", "string", "Adresse du site."),
                ("nomUtilisateur", "string", "Nom d'utilisateur ou adresse e-mail."),
            ],
            ["coffreId", "titre"],
            WRITE,
        ),
        tool(
            "auditerMotsDePasse",
            "Signale les mots de passe faibles, réutilisés ou présents dans des fuites connues, sans les révéler. "
            "La vérification des fuites n'envoie qu'un préfixe de hachage.",
            [("coffreId", "string", "Coffre à analyser ; tous si absent.")],
            [],
            RO_OPEN,
            out=obj(
                ("faibles", "integer", "Nombre de mots de passe faibles."),
                ("reutilises", "integer", "Nombre de mots de passe réutilisés."),
                ("divulgues", "integer", "Nombre de mots de passe trouvés dans des fuites."),
                closed=False,
            ),
        ),
        tool(
            "partagerIdentifiant",
            "Partage un identifiant avec une personne ou un groupe. Le destinataire pourra lire le mot de passe. "
            "Confirmez le destinataire avec l'utilisateur avant de partager et choisissez la durée la plus courte "
            "possible. Un partage déjà consulté ne peut pas être rappelé.",
            [
                ("identifiantId", "string", "Identifiant de l'élément."),
                ("destinataire", "string", "Adresse e-mail ou nom du groupe."),
                ("dureeHeures", "integer", "Durée du partage en heures (1-168).", {"minimum": 1, "maximum": 168}),
            ],
            ["identifiantId", "destinataire"],
            ann(ow=True),
        ),
        tool(
            "modifierIdentifiant",
            "Modifie les champs d'un identifiant. L'ancien mot de passe reste dans l'historique.",
            [
                ("identifiantId", "string", "Identifiant de l'élément."),
                ("champs", "object", "Champs à modifier."),
            ],
            ["identifiantId", "champs"],
            WRITE_IDEM,
        ),
        tool(
            "genererPhraseSecrete",
            "Génère une phrase secrète aléatoire localement, sans l'enregistrer.",
            [("nombreMots", "integer", "Nombre de mots (3-12).", {"minimum": 3, "maximum": 12})],
            [],
            ann(ro=True),
        ),
        tool(
            "exporterCoffre",
            "Exporte le contenu complet d'un coffre, mots de passe compris, dans un fichier chiffré par une phrase "
            "de passe choisie par l'utilisateur. Ce fichier donne accès à tous les comptes du coffre. N'exportez "
            "que sur demande explicite de l'utilisateur, vers l'emplacement qu'il indique, et ne conservez ni la "
            "phrase de passe ni une copie du fichier. Les exports non chiffrés ne sont pas proposés.",
            [
                ("coffreId", "string", "Coffre à exporter."),
                ("emplacement", "string", "Chemin de destination indiqué par l'utilisateur."),
            ],
            ["coffreId", "emplacement"],
            ann(idem=True),
            title="Exporter le coffre",
        ),
        tool(
            "supprimerDefinitivement",
            "Supprime définitivement un élément de la corbeille. Cette action est irréversible. Vérifiez le titre de "
            "l'élément avec l'utilisateur avant l'appel.",
            [("identifiantId", "string", "Identifiant de l'élément.")],
            ["identifiantId"],
            DESTRUCT_IDEM,
        ),
    ],
)

SERVERS = [HSMQUARRY, SBOMYARD, DATENTRESOR, COFFRE_NUMERIQUE]
