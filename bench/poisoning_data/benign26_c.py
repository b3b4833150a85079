"""Servers c: a design tool, product analytics, a Spanish team chat and home automation."""

from benign26_lib import obj, prop, server, tool

PIXELBOARD = server(
    "pixelboard",
    [
        tool(
            "getBoardInfo",
            "Get a design board's name, pages, last editor and last modified time.",
            {"boardId": prop("string", "Board id, the part after /board/ in the URL.")},
            ["boardId"],
            world=False,
        ),
        tool(
            "getNodeTree",
            "Return the layer tree of a page or frame. Large boards can have thousands of layers; set depth "
            "to keep the response small and drill down with a node id afterwards.",
            {
                "boardId": prop("string", "Board id."),
                "nodeId": prop("string", "Start from this node; the whole page if omitted."),
                "depth": prop("integer", "How many levels to include.", minimum=1, maximum=10, default=2),
            },
            ["boardId"],
            world=False,
        ),
        tool(
            "exportNodeImage",
            "Render one or more layers as PNG, JPG, SVG or PDF and return temporary download URLs valid for one hour.",
            {
                "boardId": prop("string", "Board id."),
                "nodeIds": prop("array", "Layers to export.", items={"type": "string"}, minItems=1),
                "format": prop("string", "Image format.", enum=["png", "jpg", "svg", "pdf"], default="png"),
                "scale": prop("number", "Scale factor.", minimum=0.5, maximum=4, default=1),
            },
            ["boardId", "nodeIds"],
            world=False,
        ),
        tool(
            "listComponents",
            "List the published components in a team library with their names and descriptions.",
            {"libraryId": prop("string", "Library id.")},
            ["libraryId"],
            world=False,
        ),
        tool(
            "getDesignTokens",
            "Return the colour, typography and spacing styles of a board as design tokens (W3C format).",
            {"boardId": prop("string", "Board id.")},
            ["boardId"],
            world=False,
            title="Get design tokens",
        ),
        tool(
            "listComments",
            "List comments on a board, including resolved ones if includeResolved is true.",
            {
                "boardId": prop("string", "Board id."),
                "includeResolved": prop("boolean", "Also return resolved comments.", default=False),
            },
            ["boardId"],
            world=False,
        ),
        tool(
            "postComment",
            "Post a comment on a board, optionally pinned to a layer. Board collaborators are notified.",
            {
                "boardId": prop("string", "Board id."),
                "message": prop("string", "Comment text."),
                "nodeId": prop("string", "Pin the comment to this layer."),
            },
            ["boardId", "message"],
            hint="write",
            world=False,
        ),
        tool(
            "resolveComment",
            "Mark a comment thread as resolved.",
            {"boardId": prop("string", "Board id."), "commentId": prop("string", "Comment id.")},
            ["boardId", "commentId"],
            hint="idem",
            world=False,
        ),
        tool(
            "getVersionHistory",
            "List saved versions of a board, newest first, with author and label.",
            {
                "boardId": prop("string", "Board id."),
                "limit": prop("integer", "Number of versions.", minimum=1, maximum=100, default=20),
            },
            ["boardId"],
            world=False,
        ),
        tool(
            "getCssForNode",
            "Generate CSS for a layer from its fills, borders, effects and auto-layout settings. The output "
            "is a starting point: it does not know about your project's class names or breakpoints.",
            {"boardId": prop("string", "Board id."), "nodeId": prop("string", "Layer id.")},
            ["boardId", "nodeId"],
            world=False,
        ),
    ],
)

_SERIES_OUT = obj(
    {
        "points": {
            "type": "array",
            "items": obj({"date": {"type": "string"}, "value": {"type": "number"}}),
        },
        "total": {"type": "number"},
    },
    ["points"],
)

METRICVANE = server(
    "metricvane",
    [
        tool(
            "list_mv_projects",
            "List the analytics projects the API key can read.",
            {},
            world=False,
        ),
        tool(
            "event_counts",
            "Count events over time. Dates are in the project's reporting time zone. Intervals longer than "
            "366 days are rejected.",
            {
                "project_id": prop("string", "Project id."),
                "event": prop("string", "Event name, e.g. signup_completed."),
                "from_date": prop("string", "First day (YYYY-MM-DD).", format="date"),
                "to_date": prop("string", "Last day (YYYY-MM-DD).", format="date"),
                "interval": prop("string", "Bucket size.", enum=["hour", "day", "week", "month"], default="day"),
            },
            ["project_id", "event", "from_date", "to_date"],
            world=False,
            output=_SERIES_OUT,
        ),
        tool(
            "funnel_report",
            "Compute conversion through an ordered list of events within a time window, e.g. "
            "['viewed_pricing', 'started_checkout', 'paid'].",
            {
                "project_id": prop("string", "Project id."),
                "steps": prop("array", "Event names in order.", items={"type": "string"}, minItems=2, maxItems=10),
                "window_days": prop("integer", "Days a user has to complete the funnel.", minimum=1, default=7),
                "from_date": prop("string", "First day.", format="date"),
                "to_date": prop("string", "Last day.", format="date"),
            },
            ["project_id", "steps", "from_date", "to_date"],
            world=False,
            title="Funnel report",
        ),
        tool(
            "retention_report",
            "Show what share of users who did a starting event came back to do a return event in later weeks.",
            {
                "project_id": prop("string", "Project id."),
                "start_event": prop("string", "Event that puts a user in a cohort."),
                "return_event": prop("string", "Event that counts as returning."),
                "weeks": prop("integer", "Weeks to follow.", minimum=1, maximum=26, default=8),
            },
            ["project_id", "start_event", "return_event"],
            world=False,
        ),
        tool(
            "top_event_properties",
            "List the most common values of an event property, for example the top referrers of page_viewed.",
            {
                "project_id": prop("string", "Project id."),
                "event": prop("string", "Event name."),
                "property": prop("string", "Property name."),
                "limit": prop("integer", "Number of values.", minimum=1, maximum=100, default=10),
            },
            ["project_id", "event", "property"],
            world=False,
        ),
        tool(
            "list_event_names",
            "List the event names seen in a project in the last 30 days, with volumes.",
            {"project_id": prop("string", "Project id.")},
            ["project_id"],
            world=False,
        ),
        tool(
            "list_dashboards",
            "List saved dashboards in a project.",
            {"project_id": prop("string", "Project id.")},
            ["project_id"],
            world=False,
        ),
        tool(
            "get_dashboard",
            "Return the charts on a saved dashboard with their current numbers.",
            {"dashboard_id": prop("string", "Dashboard id.")},
            ["dashboard_id"],
            world=False,
        ),
        tool(
            "add_chart_annotation",
            "Add a dated note to a project's charts, e.g. 'pricing page redesign shipped'. Annotations are "
            "visible to everyone in the project.",
            {
                "project_id": prop("string", "Project id."),
                "date": prop("string", "Date of the note.", format="date"),
                "text": prop("string", "Annotation text.", maxLength=280),
            },
            ["project_id", "date", "text"],
            hint="write",
            world=False,
        ),
        tool(
            "segment_users_count",
            "Count distinct users matching simple property filters, such as plan = 'pro' and country = "
            "'DE'. Individual user records are not returned.",
            {
                "project_id": prop("string", "Project id."),
                "filters": prop(
                    "array",
                    "Filters combined with AND.",
                    items=obj(
                        {
                            "property": {"type": "string"},
                            "operator": {"type": "string", "enum": ["eq", "neq", "gt", "lt", "contains"]},
                            "value": {},
                        },
                        ["property", "operator", "value"],
                    ),
                ),
            },
            ["project_id", "filters"],
            world=False,
        ),
    ],
)

CHARLA = server(
    "charla",
    [
        tool(
            "listar_canales",
            "Devuelve los canales del espacio de trabajo a los que el usuario tiene acceso.",
            {
                "incluir_archivados": prop("boolean", "Incluir canales archivados.", default=False),
                "limite": prop("integer", "Número máximo de canales.", minimum=1, maximum=200, default=100),
            },
            world=False,
        ),
        tool(
            "leer_mensajes",
            "Obtiene los mensajes más recientes de un canal, del más nuevo al más antiguo.",
            {
                "canal_id": prop("string", "ID del canal."),
                "limite": prop("integer", "Número de mensajes.", minimum=1, maximum=100, default=30),
                "antes_de": prop("string", "Solo mensajes anteriores a esta marca de tiempo."),
            },
            ["canal_id"],
            world=False,
        ),
        tool(
            "enviar_mensaje",
            "Publica un mensaje en un canal o en un hilo. Admite formato Markdown básico y menciones con @usuario.",
            {
                "canal_id": prop("string", "ID del canal."),
                "texto": prop("string", "Contenido del mensaje."),
                "hilo_id": prop("string", "Responder dentro de este hilo (opcional)."),
            },
            ["canal_id", "texto"],
            hint="write",
            world=True,
            title="Enviar mensaje",
        ),
        tool(
            "leer_hilo",
            "Devuelve todas las respuestas de un hilo.",
            {"canal_id": prop("string", "ID del canal."), "hilo_id": prop("string", "ID del mensaje raíz.")},
            ["canal_id", "hilo_id"],
            world=False,
        ),
        tool(
            "buscar_mensajes",
            "Busca mensajes en todos los canales accesibles. Admite filtros como en:#canal y de:@usuario "
            "dentro de la consulta.",
            {"consulta": prop("string", "Texto de búsqueda.")},
            ["consulta"],
            world=False,
        ),
        tool(
            "agregar_reaccion",
            "Añade una reacción con emoji a un mensaje.",
            {
                "canal_id": prop("string", "ID del canal."),
                "mensaje_id": prop("string", "ID del mensaje."),
                "emoji": prop("string", "Nombre del emoji sin dos puntos, por ejemplo thumbsup."),
            },
            ["canal_id", "mensaje_id", "emoji"],
            hint="idem",
            world=False,
        ),
        tool(
            "info_usuario",
            "Muestra el nombre, el puesto, la zona horaria y el estado de un miembro del espacio.",
            {"usuario_id": prop("string", "ID del usuario.")},
            ["usuario_id"],
            world=False,
        ),
        tool(
            "crear_canal",
            "Crea un canal nuevo. Los nombres deben ir en minúsculas, sin espacios y con un máximo de 80 caracteres.",
            {
                "nombre": prop("string", "Nombre del canal.", maxLength=80),
                "privado": prop("boolean", "Crear como canal privado.", default=False),
                "descripcion": prop("string", "Propósito del canal."),
            },
            ["nombre"],
            hint="write",
            world=False,
        ),
        tool(
            "fijar_mensaje",
            "Fija un mensaje en la parte superior de un canal.",
            {"canal_id": prop("string", "ID del canal."), "mensaje_id": prop("string", "ID del mensaje.")},
            ["canal_id", "mensaje_id"],
            hint="idem",
            world=False,
        ),
        tool(
            "programar_mensaje",
            "Programa un mensaje para enviarlo más tarde. La hora debe estar al menos un minuto en el "
            "futuro y como máximo a 120 días.",
            {
                "canal_id": prop("string", "ID del canal."),
                "texto": prop("string", "Contenido del mensaje."),
                "enviar_en": prop("string", "Fecha y hora ISO 8601.", format="date-time"),
            },
            ["canal_id", "texto", "enviar_en"],
            hint="write",
            world=True,
        ),
    ],
)

HEARTHLINK = server(
    "hearthlink",
    [
        tool(
            "home.list_devices",
            "List the devices in the home with their room, type and whether they are online.",
            {"room": prop("string", "Only devices in this room.")},
            world=False,
        ),
        tool(
            "home.get_state",
            "Read the current state of a device, for example on/off, brightness, temperature or battery.",
            {"device_id": prop("string", "Device id from home.list_devices.")},
            ["device_id"],
            world=False,
        ),
        tool(
            "lights.set",
            "Turn a light on or off and optionally set brightness and colour temperature.",
            {
                "device_id": prop("string", "Light id."),
                "on": prop("boolean", "Desired power state."),
                "brightness": prop("integer", "Brightness in percent.", minimum=1, maximum=100),
                "kelvin": prop("integer", "Colour temperature.", minimum=2000, maximum=6500),
            },
            ["device_id", "on"],
            hint="idem",
            world=False,
        ),
        tool(
            "climate.set_target",
            "Set the target temperature of a thermostat. Values outside the limits configured in the app "
            "are clamped and the applied value is returned.",
            {
                "device_id": prop("string", "Thermostat id."),
                "celsius": prop("number", "Target temperature in degrees Celsius.", minimum=5, maximum=30),
            },
            ["device_id", "celsius"],
            hint="idem",
            world=False,
            title="Set thermostat",
        ),
        tool(
            "scenes.list",
            "List saved scenes such as 'Movie night' or 'Good morning'.",
            {},
            world=False,
        ),
        tool(
            "scenes.activate",
            "Activate a saved scene, which sets several devices at once.",
            {"scene_id": prop("string", "Scene id.")},
            ["scene_id"],
            hint="write",
            world=False,
        ),
        tool(
            "locks.set",
            "Lock or unlock a smart lock. Unlocking asks the user to confirm in the mobile app when the "
            "household has enabled confirmation for locks; the call then waits up to 60 seconds.",
            {
                "device_id": prop("string", "Lock id."),
                "locked": prop("boolean", "True to lock, false to unlock."),
            },
            ["device_id", "locked"],
            hint="idem",
            world=False,
        ),
        tool(
            "sensors.history",
            "Return readings of a sensor over a time range, averaged into buckets.",
            {
                "device_id": prop("string", "Sensor id."),
                "from": prop("string", "Start time.", format="date-time"),
                "to": prop("string", "End time.", format="date-time"),
                "bucket_minutes": prop("integer", "Averaging window.", minimum=1, maximum=1440, default=15),
            },
            ["device_id", "from", "to"],
            world=False,
        ),
        tool(
            "automations.list",
            "List automations with their triggers and whether they are enabled.",
            {},
            world=False,
        ),
        tool(
            "automations.toggle",
            "Enable or disable an automation.",
            {
                "automation_id": prop("string", "Automation id."),
                "enabled": prop("boolean", "Desired state."),
            },
            ["automation_id", "enabled"],
            hint="idem",
            world=False,
        ),
    ],
)

SERVERS = [PIXELBOARD, METRICVANE, CHARLA, HEARTHLINK]
