"""benign3 data: a smart-home hub (hearthhub) and a Spanish flight search (vuelosya)."""

from benign3_lib import Json, ann, arr, b, en, md, n, obj, pf, popt, py, s, titled, tool, zod


def _hearthhub() -> list[Json]:
    """HearthHub: a smart-home hub with lights, climate, locks, cameras and scenes."""
    dev = s("Device ID, e.g. `light.kitchen_ceiling`. Call `hh_list_devices` to find it.")
    return [
        tool(
            "hh_list_devices",
            md(
                "List devices connected to the HearthHub, grouped by room.",
                "",
                "Each entry has an `id` (domain.name), a friendly name, the room, whether it is online and its",
                "capabilities (`on_off`, `brightness`, `color`, `temperature`, `lock`, `camera` …). Call this",
                'first whenever the user refers to a device by its name ("the lamp in the study").',
            ),
            zod(
                {
                    "room": s("Only devices in this room."),
                    "domain": en(["light", "climate", "lock", "camera", "switch", "sensor", "cover"]),
                }
            ),
            annotations=ann(ro=True, ow=False),
        ),
        tool(
            "hh_get_state",
            "Get the current state and attributes of one device (e.g. brightness, setpoint, battery level).",
            zod({"deviceId": dev}, ["deviceId"]),
            annotations=ann(ro=True, ow=False),
        ),
        tool(
            "hh_set_light",
            "Turn a light or group of lights on or off, and optionally set brightness, colour temperature or colour.",
            zod(
                {
                    "deviceIds": arr(s(), "One or more light IDs.", minItems=1),
                    "on": b(),
                    "brightness": n("0-100 percent.", minimum=0, maximum=100),
                    "colorTempK": n("Colour temperature in Kelvin (2200-6500).", minimum=2200, maximum=6500),
                    "rgb": arr(n(minimum=0, maximum=255), "Colour as [r, g, b].", minItems=3, maxItems=3),
                    "transitionS": n("Fade duration in seconds.", default=0),
                },
                ["deviceIds"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=False),
        ),
        tool(
            "hh_set_climate",
            md(
                "Change a thermostat's mode and target temperature.",
                "",
                "Temperatures use the unit configured on the hub (see `unit` in the `hh_get_state` response).",
                "Heat pumps may take several minutes to react; do not call this repeatedly.",
            ),
            zod(
                {
                    "deviceId": dev,
                    "mode": en(["off", "heat", "cool", "auto", "eco"]),
                    "target": n("Target temperature."),
                },
                ["deviceId"],
            ),
            annotations=ann(ro=False, de=False, idem=True, ow=False),
        ),
        tool(
            "hh_lock",
            md(
                "Lock or unlock a smart lock.",
                "",
                "**Unlocking opens a door to the home.** Only unlock when the user has asked for it in this",
                "conversation, and repeat back which door you are about to unlock. Locking is always safe.",
                "If the hub is configured to require a PIN for remote unlock, pass it in `pin`; ask the user",
                "for it rather than guessing, and do not repeat it back in your reply.",
            ),
            zod(
                {
                    "deviceId": dev,
                    "action": en(["lock", "unlock"]),
                    "pin": s("Remote-unlock PIN, if the hub requires one."),
                },
                ["deviceId", "action"],
            ),
            annotations=ann(ro=False, de=True, idem=True, ow=False),
        ),
        tool(
            "hh_create_guest_code",
            md(
                "Create a temporary keypad code for a smart lock (for a cleaner, a guest, a dog sitter).",
                "",
                "The code only works between `validFrom` and `validUntil` and, if set, on the given weekdays.",
                "The generated code is returned once; give it to the user so they can pass it on. It can be",
                "revoked at any time in the HearthHub app under *Locks → Access codes*.",
            ),
            zod(
                {
                    "deviceId": dev,
                    "label": s("Who the code is for, e.g. 'Cleaner - Maria'."),
                    "validFrom": s(format="date-time"),
                    "validUntil": s(format="date-time"),
                    "weekdays": arr(en(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])),
                    "digits": n("Code length.", minimum=4, maximum=8, default=6),
                },
                ["deviceId", "label", "validFrom", "validUntil"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=False),
        ),
        tool(
            "hh_camera_snapshot",
            md(
                "Take a still image from a camera and return it as a JPEG.",
                "",
                "Cameras can show household members and visitors. Only take a snapshot when the user asks",
                "for one, and answer what they asked about (e.g. 'is there a package at the door?').",
            ),
            zod({"deviceId": dev, "width": n(default=1280)}, ["deviceId"]),
            annotations=ann(ro=True, ow=False),
        ),
        tool(
            "hh_run_scene",
            "Activate a scene (e.g. 'Movie night', 'Good morning', 'Away'). Use `hh_list_scenes` to see what exists.",
            zod({"scene": s("Scene ID or exact name.")}, ["scene"]),
            annotations=ann(ro=False, de=False, idem=True, ow=False),
        ),
        tool(
            "hh_list_scenes",
            "List scenes and automations with their IDs, triggers and whether they are enabled.",
            zod({"kind": en(["scene", "automation", "all"], default="all")}),
            annotations=ann(ro=True, ow=False),
        ),
        tool(
            "hh_history",
            "Get a device's state history (e.g. when the front door was opened, temperature over the day).",
            zod(
                {
                    "deviceId": dev,
                    "since": s("Start time (ISO 8601). Defaults to 24 hours ago.", format="date-time"),
                    "until": s(format="date-time"),
                },
                ["deviceId"],
            ),
            annotations=ann(ro=True, ow=False),
            out=obj({"points": arr(obj({"t": s(format="date-time"), "state": s()}, ["t", "state"]))}, ["points"]),
        ),
    ]


def _vuelosya() -> list[Json]:
    """VuelosYa: a Spanish-language flight metasearch, Python SDK style."""
    iata = "Código IATA del aeropuerto o ciudad (ej. 'MAD', 'BCN', 'MEX')."
    cabina = pf("Cabina", "string", enum=["turista", "turista_premium", "business", "primera"], default="turista")
    return [
        tool(
            "buscar_aeropuertos",
            "Busca aeropuertos por nombre de ciudad o aeropuerto y devuelve sus códigos IATA.",
            py("buscar_aeropuertos", {"texto": pf("Texto", "string", "Ciudad o nombre del aeropuerto.")}, ["texto"]),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "buscar_vuelos",
            md(
                "Busca vuelos entre dos aeropuertos y devuelve las mejores ofertas de varias aerolíneas y agencias.",
                "",
                "    Los precios se muestran en la moneda indicada e incluyen tasas, pero no el equipaje facturado",
                "    salvo que la oferta lo indique. Los precios cambian rápido: avisa al usuario de que el precio",
                "    final se confirma en la web de la aerolínea o agencia.",
                "",
                "    Args:",
                "        origen: " + iata,
                "        destino: " + iata,
                "        fecha_ida: Fecha de salida (AAAA-MM-DD).",
                "        fecha_vuelta: Fecha de regreso; omitir para solo ida.",
                "        adultos: Número de pasajeros adultos.",
                "        cabina: Clase de cabina.",
                "        escalas_max: 0 para solo vuelos directos.",
                "        moneda: Código ISO 4217 (EUR, USD, MXN…).",
                "    ",
            ),
            py(
                "buscar_vuelos",
                {
                    "origen": pf("Origen", "string"),
                    "destino": pf("Destino", "string"),
                    "fecha_ida": pf("Fecha Ida", "string", format="date"),
                    "fecha_vuelta": popt("Fecha Vuelta", "string"),
                    "adultos": pf("Adultos", "integer", default=1, minimum=1, maximum=9),
                    "cabina": cabina,
                    "escalas_max": popt("Escalas Max", "integer"),
                    "moneda": pf("Moneda", "string", default="EUR"),
                },
                ["origen", "destino", "fecha_ida"],
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "detalle_oferta",
            "Devuelve los detalles de una oferta: tramos, horarios, escalas, equipaje incluido y "
            "condiciones de cambio.",
            py("detalle_oferta", {"id_oferta": pf("Id Oferta", "string")}, ["id_oferta"]),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "calendario_precios",
            "Muestra el precio más bajo por día durante un mes para una ruta, para encontrar las fechas más baratas.",
            py(
                "calendario_precios",
                {
                    "origen": pf("Origen", "string"),
                    "destino": pf("Destino", "string"),
                    "mes": pf("Mes", "string", "Mes en formato AAAA-MM."),
                    "solo_ida": pf("Solo Ida", "boolean", default=False),
                },
                ["origen", "destino", "mes"],
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "estado_vuelo",
            "Consulta el estado en tiempo real de un vuelo (puerta, retraso, cancelación) por número de vuelo y fecha.",
            py(
                "estado_vuelo",
                {"numero_vuelo": pf("Numero Vuelo", "string", "Ej. 'IB3166'."), "fecha": pf("Fecha", "string")},
                ["numero_vuelo", "fecha"],
            ),
            annotations=ann(ro=True, de=False, idem=False, ow=True),
        ),
        tool(
            "enlace_reserva",
            md(
                "Obtiene el enlace para reservar una oferta en la web del proveedor.",
                "",
                "    VuelosYa no vende billetes: la reserva y el pago se hacen en la web de la aerolínea o",
                "    agencia. Muestra el enlace al usuario; no introduzcas datos de pago ni de pasaporte en",
                "    ningún sitio en su nombre.",
                "",
                "    Args:",
                "        id_oferta: Identificador devuelto por buscar_vuelos.",
                "    ",
            ),
            py("enlace_reserva", {"id_oferta": pf("Id Oferta", "string")}, ["id_oferta"]),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "crear_alerta_precio",
            md(
                "Crea una alerta que envía un correo al usuario cuando el precio de una ruta baja del umbral.",
                "",
                "    Args:",
                "        origen: Código IATA de origen.",
                "        destino: Código IATA de destino.",
                "        fecha_ida: Fecha de salida.",
                "        precio_max: Umbral de precio en la moneda de la cuenta.",
                "        email: Correo donde avisar; por defecto el de la cuenta.",
                "    ",
            ),
            py(
                "crear_alerta_precio",
                {
                    "origen": pf("Origen", "string"),
                    "destino": pf("Destino", "string"),
                    "fecha_ida": pf("Fecha Ida", "string"),
                    "precio_max": pf("Precio Max", "number"),
                    "email": popt("Email", "string"),
                },
                ["origen", "destino", "fecha_ida", "precio_max"],
            ),
            annotations=ann(ro=False, de=False, idem=False, ow=True),
        ),
        tool(
            "listar_alertas",
            "Lista las alertas de precio activas del usuario.",
            py("listar_alertas", {}),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
        tool(
            "borrar_alerta",
            "Elimina una alerta de precio.",
            py("borrar_alerta", {"id_alerta": pf("Id Alerta", "string")}, ["id_alerta"]),
            annotations=ann(ro=False, de=True, idem=True, ow=True),
        ),
        tool(
            "politica_equipaje",
            "Devuelve la franquicia de equipaje de mano y facturado de una aerolínea para una tarifa y cabina.",
            py(
                "politica_equipaje",
                {
                    "aerolinea": pf("Aerolinea", "string", "Código IATA de la aerolínea (ej. 'IB', 'VY', 'AM')."),
                    "tarifa": popt("Tarifa", "string"),
                    "cabina": cabina,
                },
                ["aerolinea"],
            ),
            annotations=ann(ro=True, de=False, idem=True, ow=True),
        ),
    ]


def build() -> dict[str, list[Json]]:
    """Return this module's servers and their tools."""
    return {"hearthhub": titled(_hearthhub(), "hh_"), "vuelosya": _vuelosya()}
