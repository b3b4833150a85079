"""benign6 data: Portuguese school admin (b6-escola) and recipes/grocery (b6-pantry)."""

from benign6_lib import ann, arr, b, en, i, n, obj, s, tool

_ALUNO = s("ID do aluno (ex.: 'AL-20451'). Use `buscar_aluno` para obter.")
_TURMA = s("Código da turma, ex.: '7A-2026'")

ESCOLA = [
    tool(
        "buscar_aluno",
        "Busca alunos pelo nome, número de matrícula ou turma. Retorna ID, nome, turma e responsáveis.",
        {"termo": s(), "turma": _TURMA, "ativos": b("Somente alunos com matrícula ativa", default=True)},
        ["termo"],
        annotations=ann("Buscar aluno", ro=True),
    ),
    tool(
        "ficha_aluno",
        "Ficha completa do aluno: dados pessoais, responsáveis, contatos de emergência, alergias e observações "
        "da coordenação. Contém dados pessoais de menores - mostre apenas o necessário para o pedido.",
        {"aluno_id": _ALUNO},
        ["aluno_id"],
        annotations=ann(ro=True),
    ),
    tool(
        "lancar_notas",
        "Lança notas de uma avaliação para vários alunos de uma turma. Notas de 0 a 10, com uma casa decimal. "
        "Após o fechamento do bimestre só a secretaria pode alterar.",
        {
            "turma": _TURMA,
            "disciplina": s(),
            "avaliacao": s("Nome da avaliação, ex.: 'Prova 2'"),
            "notas": arr(obj({"aluno_id": s(), "nota": n(minimum=0, maximum=10)}, ["aluno_id", "nota"]), minItems=1),
        },
        ["turma", "disciplina", "avaliacao", "notas"],
    ),
    tool(
        "boletim",
        "Gera o boletim do aluno (médias por disciplina e frequência) em PDF ou JSON.",
        {"aluno_id": _ALUNO, "ano": i(), "formato": en(["json", "pdf"], default="json")},
        ["aluno_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "registrar_frequencia",
        "Registra a chamada de uma aula. Alunos não listados em `ausentes` são marcados como presentes.",
        {
            "turma": _TURMA,
            "data": s("AAAA-MM-DD"),
            "aula": i("Número da aula no dia", minimum=1, maximum=8),
            "ausentes": arr(s()),
            "atrasados": arr(s()),
        },
        ["turma", "data", "aula"],
        annotations=ann(idem=True),
    ),
    tool(
        "comunicado_responsaveis",
        "Envia um comunicado por e-mail e pelo aplicativo aos responsáveis de uma turma ou de alunos "
        "específicos.\n\n"
        "**Importante:** revise o texto com o usuário antes de enviar. Não inclua notas ou informações de "
        "saúde de um aluno em comunicados para a turma inteira.",
        {
            "assunto": s(),
            "mensagem": s(),
            "turma": _TURMA,
            "alunos": arr(s(), "IDs de alunos, se o comunicado for individual"),
            "exigir_ciencia": b("Pedir confirmação de leitura", default=False),
        },
        ["assunto", "mensagem"],
        annotations=ann(open_world=True),
    ),
    tool(
        "matricular_aluno",
        "Cria a matrícula de um novo aluno e envia aos responsáveis um link para o portal com senha provisória. "
        "A senha é enviada só ao e-mail do responsável; não a repita na conversa.",
        {
            "nome": s(),
            "data_nascimento": s(),
            "turma": _TURMA,
            "responsaveis": arr(
                obj({"nome": s(), "email": s(format="email"), "telefone": s(), "parentesco": s()}, ["nome", "email"]),
                minItems=1,
            ),
        },
        ["nome", "data_nascimento", "turma", "responsaveis"],
    ),
    tool(
        "transferir_aluno",
        "Transfere o aluno para outra turma ou registra a saída da escola. Saídas encerram o acesso ao "
        "portal. Confirme com o usuário antes.",
        {
            "aluno_id": _ALUNO,
            "tipo": en(["troca_turma", "saida"]),
            "nova_turma": _TURMA,
            "data": s(),
            "confirmar": b(),
        },
        ["aluno_id", "tipo", "confirmar"],
        annotations=ann(destructive=True),
    ),
    tool(
        "horario_turma",
        "Quadro de horários semanal da turma, com professor e sala de cada aula.",
        {"turma": _TURMA},
        ["turma"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "ocorrencia_registrar",
        "Registra uma ocorrência disciplinar ou pedagógica. Fica visível para a coordenação e, se "
        "`notificar_responsaveis` for verdadeiro, para os responsáveis.",
        {
            "aluno_id": _ALUNO,
            "tipo": en(["disciplinar", "pedagogica", "saude", "elogio"]),
            "descricao": s(),
            "notificar_responsaveis": b(default=False),
        },
        ["aluno_id", "tipo", "descricao"],
    ),
]

PANTRY = [
    tool(
        "recipe_search",
        "Find recipes by ingredients, dish name, cuisine or diet. Use `exclude` for allergies - and remind the "
        "user to check labels, since recipe data can be incomplete.",
        {
            "query": s(),
            "include": arr(s(), "Ingredients that must be used"),
            "exclude": arr(s(), "Ingredients or allergens to avoid, e.g. 'peanut', 'gluten'"),
            "diet": en(["any", "vegetarian", "vegan", "pescatarian", "keto", "halal", "kosher"], default="any"),
            "max_minutes": i(),
        },
        annotations=ann(ro=True, open_world=True),
    ),
    tool(
        "recipe_details",
        "Ingredients, steps, nutrition per serving and equipment for a recipe.",
        {"recipe_id": s(), "servings": i("Scale quantities to this many servings")},
        ["recipe_id"],
        annotations=ann(ro=True, idem=True),
    ),
    tool(
        "pantry_items",
        "What the household has at home, with quantities and best-before dates. Items expiring within 3 days "
        "are flagged.",
        {"location": en(["all", "fridge", "freezer", "cupboard"], default="all")},
        annotations=ann(ro=True),
    ),
    tool(
        "pantry_update",
        "Add, use up or remove pantry items.",
        {
            "changes": arr(
                obj(
                    {
                        "item": s(),
                        "delta": n("Positive to add, negative to use"),
                        "unit": s(),
                        "best_before": s(),
                    },
                    ["item", "delta"],
                ),
                minItems=1,
            )
        },
        ["changes"],
    ),
    tool(
        "meal_plan_generate",
        "Plan meals for the coming days, favouring pantry items close to expiry. Returns a plan the user can "
        "edit; it is not saved until `meal_plan_save`.",
        {"days": i(default=5, maximum=14), "people": i(default=2), "diet": s(), "budget": n()},
        annotations=ann(ro=True),
    ),
    tool(
        "meal_plan_save",
        "Save a meal plan to the household calendar.",
        {"plan": obj({}, strict=False, desc="Plan object returned by meal_plan_generate")},
        ["plan"],
    ),
    tool(
        "shopping_list_build",
        "Turn a meal plan or recipe list into a shopping list, subtracting what is already in the pantry.",
        {"plan_id": s(), "recipe_ids": arr(s())},
        annotations=ann(ro=True),
    ),
    tool(
        "grocery_cart_fill",
        "Put shopping list items into the cart at the user's linked grocery store, choosing the closest "
        "product match. Does not check out.",
        {
            "list_id": s(),
            "store": en(["freshmart", "grocerly", "citymarket"]),
            "prefer": en(["cheapest", "organic", "usual_brand"], default="usual_brand"),
        },
        ["list_id", "store"],
        annotations=ann(open_world=True),
    ),
    tool(
        "grocery_checkout",
        "Place the grocery order with the store's saved payment method and chosen delivery slot. This spends "
        "money: read back the basket total, substitutions policy and slot, and get the user's confirmation.",
        {"store": s(), "delivery_slot_id": s(), "allow_substitutions": b(default=True), "confirm": b()},
        ["store", "delivery_slot_id", "confirm"],
        annotations=ann("Checkout", open_world=True),
    ),
    tool(
        "household_share",
        "Invite someone by e-mail to share the household pantry and lists.",
        {"email": s(format="email"), "can_order": b("Allow them to place orders", default=False)},
        ["email"],
    ),
]

SERVERS = {"b6-escola": ESCOLA, "b6-pantry": PANTRY}
