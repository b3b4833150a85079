"""benign29 servers, part D: media and commerce (podcasts, a Spanish shop, invoicing, video transcoding)."""

from benign29_lib import arr, choice, flag, i, num, obj, s, strs, tool

SHOW = s("Podcast id.")
EPISODE = s("Episode id.")

PODSHELF = [
    tool(
        "searchPodcasts",
        "Search the podcast directory by title, host or topic.",
        {"query": s("Search terms."), "language": s("ISO 639-1 language code, e.g. en.")},
        ["query"],
        world=True,
    ),
    tool(
        "listEpisodes",
        "List episodes of a podcast, newest first, with duration and publish date.",
        {
            "podcastId": SHOW,
            "limit": i("Maximum episodes.", minimum=1, maximum=100, default=20),
            "unplayedOnly": flag("Only episodes you have not played."),
        },
        ["podcastId"],
    ),
    tool(
        "subscribePodcast",
        "Subscribe to a podcast so new episodes appear in your feed.",
        {"podcastId": SHOW},
        ["podcastId"],
        kind="update",
    ),
    tool(
        "unsubscribePodcast",
        "Unsubscribe from a podcast. Your play history is kept.",
        {"podcastId": SHOW},
        ["podcastId"],
        kind="update",
    ),
    tool(
        "getEpisodeTranscript",
        "Return the transcript of an episode with timestamps, when the publisher provides one or an automatic "
        "transcript exists. Automatic transcripts may contain recognition errors.",
        {"episodeId": EPISODE, "format": choice("Output format.", ["text", "srt", "vtt"], default="text")},
        ["episodeId"],
        world=True,
    ),
    tool(
        "markEpisodePlayed",
        "Mark an episode as played or unplayed.",
        {"episodeId": EPISODE, "played": flag("True for played, false for unplayed.")},
        ["episodeId", "played"],
        kind="update",
    ),
    tool(
        "addToQueue",
        "Add an episode to your listening queue, at the end or next in line.",
        {"episodeId": EPISODE, "playNext": flag("Insert at the front of the queue.", default=False)},
        ["episodeId"],
        kind="write",
    ),
    tool("getQueue", "Show your listening queue in play order.", {}, title="Listening queue"),
    tool(
        "getChapters",
        "List chapter markers of an episode with start times and titles.",
        {"episodeId": EPISODE},
        ["episodeId"],
    ),
    tool(
        "similarPodcasts",
        "Suggest podcasts similar to one you like, based on topics and listener overlap.",
        {"podcastId": SHOW, "limit": i("Number of suggestions.", maximum=25, default=10)},
        ["podcastId"],
    ),
]

PEDIDO = s("Número de pedido, por ejemplo PED-104233.")
SKU = s("Código SKU del producto.")

TIENDITA = [
    tool(
        "buscar_productos",
        "Busca productos del catálogo por texto, categoría y rango de precio.",
        {
            "texto": s("Palabras a buscar."),
            "categoria": s("Identificador de categoría."),
            "precio_min": num("Precio mínimo en euros."),
            "precio_max": num("Precio máximo en euros."),
        },
    ),
    tool(
        "detalle_producto",
        "Devuelve la ficha completa de un producto: descripción, variantes, precio y fotos.",
        {"sku": SKU},
        ["sku"],
    ),
    tool("consultar_stock", "Indica las unidades disponibles de un producto en cada almacén.", {"sku": SKU}, ["sku"]),
    tool(
        "crear_pedido",
        "Crea un pedido con los productos indicados. El pedido queda en estado 'pendiente' hasta que se "
        "registre el pago; si no se paga en 48 horas se anula automáticamente.",
        {
            "lineas": arr(
                "Productos y cantidades.",
                obj({"sku": {"type": "string"}, "cantidad": {"type": "integer", "minimum": 1}}, ["sku", "cantidad"]),
                minItems=1,
            ),
            "direccion_envio": s("Dirección completa de entrega."),
            "cupon": s("Código de descuento opcional."),
        },
        ["lineas", "direccion_envio"],
        kind="write",
        title="Crear pedido",
    ),
    tool(
        "estado_pedido",
        "Consulta el estado de un pedido y el número de seguimiento del envío.",
        {"pedido": PEDIDO},
        ["pedido"],
    ),
    tool(
        "cancelar_pedido",
        "Cancela un pedido que todavía no ha salido del almacén. Si ya estaba pagado, se reembolsa el importe "
        "en un plazo de 5 a 7 días hábiles.",
        {"pedido": PEDIDO, "motivo": s("Motivo de la cancelación.")},
        ["pedido"],
        kind="delete",
    ),
    tool(
        "validar_cupon",
        "Comprueba si un cupón es válido y qué descuento aplicaría a un importe dado.",
        {"cupon": s("Código del cupón."), "importe": num("Importe del carrito en euros.")},
        ["cupon"],
    ),
    tool("listar_categorias", "Lista las categorías del catálogo con el número de productos de cada una.", {}),
    tool(
        "calcular_envio",
        "Calcula el coste y el plazo de envío para un código postal y un peso. Envíos a Canarias, Ceuta y "
        "Melilla pueden tener cargos de aduana aparte.",
        {"codigo_postal": s("Código postal de destino."), "peso_kg": num("Peso total en kilos.", minimum=0)},
        ["codigo_postal", "peso_kg"],
        output=obj({"coste_eur": {"type": "number"}, "dias_estimados": {"type": "integer"}}),
    ),
    tool(
        "solicitar_devolucion",
        "Abre una solicitud de devolución para productos de un pedido entregado hace menos de 30 días.",
        {"pedido": PEDIDO, "skus": strs("Productos a devolver."), "motivo": s("Motivo de la devolución.")},
        ["pedido", "skus"],
        kind="write",
    ),
]

INVOICE = s("Invoice number, e.g. INV-2025-0042.")
CUSTOMER = s("Customer id.")

BILLPAD = [
    tool(
        "invoice.create",
        "Create a draft invoice for a customer. Line amounts are in the customer's currency; tax is added "
        "from the customer's tax profile. Drafts can be edited until they are sent.",
        {
            "customer_id": CUSTOMER,
            "lines": arr(
                "Invoice lines.",
                obj(
                    {
                        "description": {"type": "string"},
                        "quantity": {"type": "number"},
                        "unit_price": {"type": "number"},
                    },
                    ["description", "quantity", "unit_price"],
                ),
                minItems=1,
            ),
            "due_days": i("Payment term in days.", minimum=0, maximum=120, default=30),
            "memo": s("Note printed on the invoice."),
        },
        ["customer_id", "lines"],
        kind="write",
        title="Create invoice",
    ),
    tool("invoice.get", "Get an invoice with its lines, totals and payment status.", {"invoice": INVOICE}, ["invoice"]),
    tool(
        "invoice.list",
        "List invoices filtered by status, customer or date range.",
        {
            "status": choice("Invoice status.", ["draft", "sent", "paid", "overdue", "void"]),
            "customer_id": CUSTOMER,
            "from": s("Issued on or after.", format="date"),
            "to": s("Issued on or before.", format="date"),
        },
    ),
    tool(
        "invoice.send",
        "Email the invoice as a PDF to the customer's billing contact and mark it as sent.",
        {"invoice": INVOICE, "cc": strs("Extra recipients in copy.")},
        ["invoice"],
        kind="write",
        world=True,
    ),
    tool(
        "invoice.record_payment",
        "Record a payment against an invoice. Partial payments leave the rest outstanding.",
        {
            "invoice": INVOICE,
            "amount": num("Amount received.", exclusiveMinimum=0),
            "paid_on": s("Payment date.", format="date"),
            "method": choice("Payment method.", ["bank_transfer", "card", "cash", "other"]),
        },
        ["invoice", "amount"],
        kind="write",
    ),
    tool(
        "invoice.void",
        "Void a sent invoice. The number stays reserved and the invoice is kept for your records, but it can no "
        "longer be paid.",
        {"invoice": INVOICE, "reason": s("Reason shown in the audit log.")},
        ["invoice", "reason"],
        kind="delete",
    ),
    tool(
        "customer.create",
        "Add a customer with billing details.",
        {
            "name": s("Company or person name."),
            "email": s("Billing email.", format="email"),
            "country": s("ISO 3166-1 alpha-2 country code."),
            "vat_id": s("VAT number, if any."),
            "currency": s("ISO 4217 currency code.", default="EUR"),
        },
        ["name", "email"],
        kind="write",
    ),
    tool("customer.search", "Search customers by name, email or VAT number.", {"query": s("Search text.")}, ["query"]),
    tool(
        "tax.rates",
        "List the tax rates configured for your account by country.",
        {"country": s("ISO country code; all countries when omitted.")},
    ),
    tool(
        "report.ar_aging",
        "Accounts-receivable aging report: outstanding amounts per customer in 0-30, 31-60, 61-90 and 90+ day buckets.",
        {"as_of": s("Report date; defaults to today.", format="date")},
        title="Receivables aging",
    ),
]

JOB = s("Job id returned by transcode or another job-starting tool.")
SRC = s("Input file path in the media library, e.g. uploads/interview.mov.")

CLIPFORGE = [
    tool(
        "probe-media",
        "Read a media file's container, streams, codecs, duration and bitrate.",
        {"input": SRC},
        ["input"],
    ),
    tool(
        "transcode",
        "Start a transcoding job. Pick a preset (see list-presets) or set codec options directly. Output is "
        "written next to the input unless output is given. Inputs longer than 4 hours are rejected; a job "
        "typically runs at two to five times real time.\n\nExample: input=uploads/talk.mov, "
        "preset=web-1080p gives an H.264/AAC MP4.",
        {
            "input": SRC,
            "preset": s("Preset name."),
            "video_codec": choice("Video codec.", ["h264", "h265", "vp9", "av1"]),
            "crf": i("Quality (lower is better).", minimum=0, maximum=51),
            "output": s("Output path."),
        },
        ["input"],
        kind="write",
        title="Transcode media",
    ),
    tool("job-status", "Show a job's progress, estimated time left and any error.", {"job_id": JOB}, ["job_id"]),
    tool(
        "extract-audio",
        "Extract the audio track to MP3, AAC, FLAC or WAV.",
        {"input": SRC, "format": choice("Audio format.", ["mp3", "aac", "flac", "wav"])},
        ["input", "format"],
        kind="write",
    ),
    tool(
        "make-thumbnail",
        "Grab a still frame at a timestamp and save it as JPEG or PNG.",
        {"input": SRC, "at": s("Timestamp, e.g. 00:01:23.5."), "width": i("Width in pixels; height keeps aspect.")},
        ["input", "at"],
        kind="write",
    ),
    tool(
        "trim-clip",
        "Cut a section out of a video without re-encoding when possible. Cuts snap to the nearest keyframe "
        "unless precise is true, which re-encodes and takes longer.",
        {
            "input": SRC,
            "start": s("Start timestamp."),
            "end": s("End timestamp."),
            "precise": flag("Frame-accurate cut.", default=False),
        },
        ["input", "start", "end"],
        kind="write",
    ),
    tool(
        "burn-subtitles",
        "Render an SRT or VTT subtitle file into the video picture.",
        {"input": SRC, "subtitles": s("Path of the subtitle file."), "font_size": i("Font size.", default=24)},
        ["input", "subtitles"],
        kind="write",
    ),
    tool("list-presets", "List available transcoding presets with their codec settings.", {}),
    tool(
        "cancel-job",
        "Cancel a queued or running job. Partial output is removed.",
        {"job_id": JOB},
        ["job_id"],
        kind="delete",
    ),
    tool(
        "delete-output-file",
        "Delete a file produced by a job. Source uploads cannot be deleted with this tool.",
        {"path": s("Output path.")},
        ["path"],
        kind="delete",
    ),
]

SERVERS = [
    ("b29-podshelf", "en", PODSHELF),
    ("b29-tiendita", "es", TIENDITA),
    ("b29-billpad", "en", BILLPAD),
    ("b29-clipforge", "en", CLIPFORGE),
]
