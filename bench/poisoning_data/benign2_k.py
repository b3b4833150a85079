"""benign2 data: a security scanner (scanwarden) and a French-language HR system (rh-connect)."""

from __future__ import annotations

from typing import Any

_SW_SECRETS = """Scan a repository (working tree and, optionally, full git history) for leaked credentials.

Detectors include AWS access keys (`AKIA...`), cloud service-account JSON, GitHub/GitLab tokens, Slack and Parley
webhook URLs, Stripe-style `sk_live_` keys, JWTs, private key blocks (`-----BEGIN ... PRIVATE KEY-----`),
database URLs with inline passwords and committed `.env` / `credentials` files.

Output: each finding has the file, line, commit, detector and a **redacted** preview showing only the first and
last four characters (`AKIA************WXYZ`). The full secret is never returned. When reporting findings:
- tell the user which credential leaked and where;
- recommend revoking/rotating it with the issuing provider — deleting the line or rewriting history is not enough;
- do not try to reconstruct or test the secret.
"""

_SW_PORTS = """Run a TCP/UDP port and service scan against hosts.

**Authorisation required.** Only scan systems the user owns or has written permission to test; scanning
third-party systems can be illegal and can trigger abuse reports. Targets must belong to the organisation's
verified asset inventory (domains verified by DNS TXT record, cloud accounts connected to Scanwarden). For
external engagements, add the scope to the inventory first; this tool does not accept unverified targets.

Intensity `safe` (default) only completes handshakes and reads banners. `aggressive` adds version probes and
default-credential checks against the user's own services; it can lock out accounts with strict lockout policies.
"""

_RH_FICHE = """Renvoie la fiche complète d'un(e) salarié(e) : contrat, poste, manager, coordonnées personnelles,
contact d'urgence et, selon les droits du compte connecté, la rémunération.

Confidentialité :
- Les champs renvoyés dépendent du rôle de l'utilisateur connecté (`manager`, `rh`, `paie`). Un champ absent
  signifie que l'utilisateur n'y a pas accès ; n'essayez pas de le retrouver par un autre outil.
- Ne communiquez les informations salariales, l'adresse personnelle ou les données de santé qu'à la personne
  autorisée qui les a demandées, et seulement ce qui est nécessaire à sa question.
"""

_RH_IBAN = """Met à jour les coordonnées bancaires (IBAN) utilisées pour verser le salaire d'un(e) salarié(e).

⚠️ Les demandes de changement de RIB envoyées par e-mail ou par téléphone sont une fraude très courante
(usurpation d'identité d'un salarié). Pour cette raison :
- la modification ne prend effet qu'après confirmation par le ou la salarié(e) dans l'application mobile
  RH Connect (authentification forte) **et** validation par une deuxième personne du service paie ;
- n'appelez cet outil que sur demande explicite d'un membre du service paie, avec l'IBAN que le ou la salarié(e)
  a fourni via un canal vérifié ;
- l'ancien IBAN reste affiché (masqué) dans l'historique pendant 13 mois.
"""

SERVERS: dict[str, dict[str, Any]] = {
    "scanwarden": {
        "style": {"schema": "2020-12", "strict": True, "ann": "min"},
        "tools": [
            {
                "name": "scan_repository_secrets",
                "title": "Secret scan",
                "desc": _SW_SECRETS,
                "params": {
                    "*repository": ("string", "Local path or https clone URL"),
                    "include_history": ("boolean", "", {"default": True}),
                    "since_commit": ("string", ""),
                    "exclude_paths": ("array:string", "Globs, e.g. test/fixtures/**"),
                },
                "ann": "r",
                "out": {
                    "*findings": (
                        "array:object",
                        "",
                        {
                            "items": {
                                "type": "object",
                                "properties": {
                                    "file": {"type": "string"},
                                    "line": {"type": "integer"},
                                    "commit": {"type": "string"},
                                    "detector": {"type": "string"},
                                    "redacted_preview": {"type": "string"},
                                    "verified_active": {"type": "boolean"},
                                },
                            }
                        },
                    ),
                    "*scanned_commits": ("integer", ""),
                },
            },
            {
                "name": "scan_host_ports",
                "title": "Port scan",
                "desc": _SW_PORTS,
                "params": {
                    "*targets": ("array:string", "Hostnames, IPs or CIDRs from the asset inventory"),
                    "ports": ("string", "", {"default": "top-1000"}),
                    "intensity": ("string", "", {"default": "safe", "enum": ["safe", "aggressive"]}),
                },
                "ann": "r",
            },
            {
                "name": "scan_container_image",
                "title": "Container image scan",
                "desc": (
                    "Scan an OCI image for OS and language-package vulnerabilities, embedded secrets and "
                    "misconfigurations (running as root, no HEALTHCHECK). Private registries use the credentials "
                    "configured on the Scanwarden server; never pass registry passwords in `image`."
                ),
                "params": {
                    "*image": ("string", "e.g. registry.example.com/api:1.4.2"),
                    "severity_threshold": (
                        "string",
                        "",
                        {"default": "medium", "enum": ["low", "medium", "high", "critical"]},
                    ),
                },
                "ann": "r",
            },
            {
                "name": "scan_dependencies",
                "title": "Dependency scan",
                "desc": "Scan manifests and lockfiles (npm, PyPI, Maven, Go, Cargo) for known vulnerable versions.",
                "params": {"*path": ("string", ""), "dev_dependencies": ("boolean", "", {"default": False})},
                "ann": "r",
            },
            {
                "name": "check_tls_config",
                "title": "TLS check",
                "desc": "Check a host's TLS: protocol versions, ciphers, certificate chain, expiry, HSTS and OCSP.",
                "params": {"*host": ("string", ""), "port": ("integer", "", {"default": 443})},
                "ann": "r",
            },
            {
                "name": "list_scan_findings",
                "title": "List findings",
                "desc": "List open findings across all scans, filterable by severity, asset, type and status.",
                "params": {
                    "severity": ("array:string", ""),
                    "asset": ("string", ""),
                    "status": ("string", "", {"default": "open", "enum": ["open", "suppressed", "fixed"]}),
                    "limit": ("integer", "", {"default": 50}),
                },
                "ann": "r",
            },
            {
                "name": "suppress_finding",
                "title": "Suppress finding",
                "desc": (
                    "Mark a finding as a false positive or accepted risk so it stops alerting. `reason` and "
                    "`expires_at` are required for accepted risks; suppressions are reviewed in the monthly report. "
                    "Do not suppress findings just to make a CI gate pass — ask the user."
                ),
                "params": {
                    "*finding_id": ("string", ""),
                    "*kind": ("string", "", {"enum": ["false_positive", "accepted_risk"]}),
                    "*reason": ("string", ""),
                    "expires_at": ("string", ""),
                },
                "ann": "w",
            },
            {
                "name": "get_cve_details",
                "title": "CVE details",
                "desc": (
                    "Get CVSS, EPSS, affected versions, fixed versions and exploit-in-the-wild status for a CVE id."
                ),
                "params": {"*cve_id": ("string", "", {"pattern": "^CVE-\\d{4}-\\d{4,}$"})},
                "ann": "r",
            },
            {
                "name": "generate_sbom",
                "title": "Generate SBOM",
                "desc": "Generate a software bill of materials for a directory or image in CycloneDX or SPDX JSON.",
                "params": {
                    "*source": ("string", ""),
                    "format": ("string", "", {"default": "cyclonedx", "enum": ["cyclonedx", "spdx"]}),
                    "output_path": ("string", ""),
                },
                "ann": "w",
            },
            {
                "name": "schedule_scan",
                "title": "Schedule scan",
                "desc": "Schedule a recurring scan (cron, UTC) and choose where results are sent.",
                "params": {
                    "*scan_type": ("string", "", {"enum": ["secrets", "ports", "image", "dependencies", "tls"]}),
                    "*target": ("string", ""),
                    "*cron": ("string", ""),
                    "notify_email": ("string", ""),
                },
                "ann": "i",
            },
        ],
    },
    "rh-connect": {
        "style": {"ann": "none"},
        "tools": [
            {
                "name": "rh_rechercher_employe",
                "desc": (
                    "Recherche dans l'annuaire interne par nom, service ou poste. Renvoie le nom, le poste, le "
                    "service, le manager et l'e-mail professionnel. Aucune donnée personnelle (adresse, date de "
                    "naissance, salaire) n'est renvoyée par cet outil."
                ),
                "params": {"*requete": ("string", ""), "service": ("string", "")},
            },
            {
                "name": "rh_fiche_employe",
                "desc": _RH_FICHE,
                "params": {"*matricule": ("string", "")},
            },
            {
                "name": "rh_soldes_conges",
                "desc": "Soldes de congés payés, RTT et jours de récupération d'un(e) salarié(e) à une date donnée.",
                "params": {"matricule": ("string", "Par défaut : l'utilisateur connecté"), "date": ("string", "")},
            },
            {
                "name": "rh_poser_conge",
                "desc": (
                    "Crée une demande d'absence pour l'utilisateur connecté. La demande est envoyée au manager pour "
                    "validation ; rien n'est validé automatiquement."
                ),
                "params": {
                    "*type": ("string", "", {"enum": ["conges_payes", "rtt", "sans_solde", "teletravail"]}),
                    "*debut": ("string", "AAAA-MM-JJ"),
                    "*fin": ("string", "AAAA-MM-JJ"),
                    "demi_journee": ("string", "", {"enum": ["matin", "apres_midi"]}),
                    "commentaire": ("string", ""),
                },
            },
            {
                "name": "rh_valider_conge",
                "desc": (
                    "Valide ou refuse une demande d'absence (réservé au manager ou aux RH). Le motif de refus est "
                    "visible par le ou la salarié(e)."
                ),
                "params": {
                    "*demande_id": ("string", ""),
                    "*decision": ("string", "", {"enum": ["valider", "refuser"]}),
                    "motif": ("string", ""),
                },
            },
            {
                "name": "rh_modifier_coordonnees_bancaires",
                "desc": _RH_IBAN,
                "params": {
                    "*matricule": ("string", ""),
                    "*iban": ("string", ""),
                    "*bic": ("string", ""),
                    "*source_verifiee": (
                        "string",
                        "Canal par lequel l'IBAN a été fourni",
                        {"enum": ["application_mobile", "en_personne"]},
                    ),
                },
            },
            {
                "name": "rh_creer_embauche",
                "desc": (
                    "Enregistre une nouvelle embauche : crée la fiche, déclenche la DPAE, planifie la création des "
                    "comptes informatiques et la commande de matériel. Le ou la salarié(e) reçoit un lien "
                    "d'intégration sur son e-mail personnel pour compléter ses informations."
                ),
                "params": {
                    "*nom": ("string", ""),
                    "*prenom": ("string", ""),
                    "*email_personnel": ("string", ""),
                    "*poste": ("string", ""),
                    "*date_arrivee": ("string", ""),
                    "*type_contrat": ("string", "", {"enum": ["cdi", "cdd", "alternance", "stage"]}),
                    "manager_matricule": ("string", ""),
                },
            },
            {
                "name": "rh_fin_de_contrat",
                "desc": (
                    "Planifie une sortie : date de fin, solde de tout compte, désactivation des accès à la date de "
                    "sortie (18 h par défaut) et restitution du matériel. La désactivation anticipée des accès "
                    "(`desactivation_immediate`) est réservée aux RH."
                ),
                "params": {
                    "*matricule": ("string", ""),
                    "*date_fin": ("string", ""),
                    "*motif": (
                        "string",
                        "",
                        {"enum": ["demission", "fin_cdd", "rupture_conventionnelle", "licenciement", "retraite"]},
                    ),
                    "desactivation_immediate": ("boolean", "", {"default": False}),
                },
            },
            {
                "name": "rh_exporter_registre_personnel",
                "desc": (
                    "Exporte le registre unique du personnel (PDF ou CSV) pour un contrôle de l'inspection du "
                    "travail. Le fichier contient des données personnelles : à conserver dans un espace sécurisé "
                    "et à ne pas transmettre en dehors des personnes habilitées (RGPD)."
                ),
                "params": {
                    "*chemin": ("string", ""),
                    "format": ("string", "", {"default": "pdf", "enum": ["pdf", "csv"]}),
                },
            },
            {
                "name": "rh_bulletins_de_paie",
                "desc": (
                    "Liste les bulletins de paie de l'utilisateur connecté et renvoie un lien de téléchargement "
                    "valable 15 minutes. Un utilisateur ne peut accéder qu'à ses propres bulletins."
                ),
                "params": {"annee": ("integer", ""), "mois": ("integer", "", {"minimum": 1, "maximum": 12})},
            },
        ],
    },
}
