package io.legalagent.model;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Attacks in other languages, by what they want rather than how they are phrased: drop the rules,
 * show the setup, answer without limits, hand over keys or other users' questions, or return a
 * dictated letter. Each pattern pairs two signs (a verb of ignoring with a word for the service's
 * rules, rules with "hidden" or "previous", "your" with "rules"), because one alone is ordinary in a
 * legal question: a judge may ignore evidence, and a jury has instructions. Written for the
 * languages of the training family {@code other-languages} (Romance, Germanic, Slavic, Turkish,
 * Arabic, Hindi, Vietnamese, Indonesian, Chinese, Japanese, Korean); the English words of a pair are
 * left to {@link InjectionRules}, whose patterns ask for the English imperative.
 */
final class ForeignLanguageRules {
    static final String OVERRIDE = InjectionRules.OVERRIDE + " in another language";
    static final String LEAK = InjectionRules.LEAK + " in another language";
    static final String JAILBREAK = InjectionRules.JAILBREAK + " in another language";
    static final String EXFILTRATION = IntentRules.EXFILTRATION + " in another language";
    static final String FORCED_CHOICE = DictatedAnswerRules.FORCED_CHOICE + " in another language";
    static final String MISLEADING = DictatedAnswerRules.MISLEADING + " in another language";
    static final String TASK = DictatedAnswerRules.TASK + " in another language";

    /** Case-blind in every script, and letters and word edges that are not ASCII count as such. */
    private static final int FLAGS =
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE | Pattern.UNICODE_CHARACTER_CLASS;

    private static final String IGN =
            "(?:ignora|ignorez|ignorer|ignoriere|ignorier|ignorieren Sie|ignorera|ignoruj|zignoruj"
                    + "|olvida|olvide|olvídate de|oubliez|oublie|oubliez|esqueça|esquece|desconsidere|vergiss"
                    + "|vergessen Sie|missachte|dimentica|dimenticate|negeer|vergeet|zapomnij|glöm"
                    + "|игнорируй\\w*|проигнорируй\\w*|забудь\\w*|yok say|unut|görmezden gel|bỏ qua|quên"
                    + "|abaikan|lupakan|تجاهل|انس)";

    private static final String IGN_CJK = "(?:忽略|忘记|忘掉|无视|無視|忘れ|무시|잊어|अनदेखा|भूल)";

    private static final String NOUN =
            "(?:instrucciones|instrucción|reglas|directrices|indicaciones|instruções|instrução|regras"
                    + "|diretrizes|orientações|consignes|règles|Anweisungen|Anweisung|Regeln|Richtlinien"
                    + "|Vorgaben|istruzioni|regole|direttive|instructies|richtlijnen|instrukcje|instrukcji"
                    + "|zasady|zasad|instruktioner|regler|инструкци\\w*|правил\\w*|промпт\\w*|talimat\\w*"
                    + "|kurallar\\w*|hướng dẫn|quy tắc|instruksi|aturan|التعليمات|تعليمات|القواعد|قواعد|निर्देश"
                    + "|नियम|configuración|configuração|Konfiguration|configurazione|configuratie|настройк\\w*)";

    private static final String NOUN_CJK = "(?:指令|指示|规则|規則|提示词|设置|設定|ルール|命令|지시|지침|규칙|설정)";

    private static final String SYS = "(?:system-?prompt|systemprompt|systeemprompt|Systemanweisung\\w*|Systemnachricht"
            + "|prompt\\s+(?:de|del|di|du|do)\\s+(?:sistema|système)|prompt\\s+systemowy"
            + "|prompt\\s+syst[eè]me|mensaje\\s+del\\s+sistema|message\\s+(?:du\\s+)?syst[eè]me"
            + "|mensagem\\s+do\\s+sistema|messaggio\\s+di\\s+sistema|istruzioni\\s+di\\s+sistema"
            + "|instrucciones\\s+del\\s+sistema|instruções\\s+do\\s+sistema|системн\\w*\\s+промпт\\w*"
            + "|системн\\w*\\s+инструкц\\w*|系统提示|系統提示|システムプロンプト|시스템\\s*프롬프트|lời nhắc hệ thống"
            + "|sistem komut\\w*|تعليمات النظام|सिस्टम प्रॉम्प्ट)";

    private static final String HIDDEN =
            "(?:ocultas?|secretas?|cachées?|secrètes?|versteckten?|geheimen?|nascost[ei]|segret[ei]"
                    + "|verborgen|geheime|ukryte|скрыт\\w*|секретн\\w*|escondidas?|internas?|internes?)";

    private static final String PREV =
            "(?:anteriores|previas|précédentes|vorherigen|bisherigen|precedenti|eerdere|vorige"
                    + "|poprzednie|предыдущие|önceki|trước đó|tidigare|sebelumnya|السابقة|पिछले)";

    private static final String YOUR =
            "(?:tus|vos|tes|deine|deinen|Ihre|le tue|tue|i tuoi|suas|as suas|seus|os seus|je|swoje"
                    + "|свои|твои|ваши|senin)";

    private static final String NOUNY =
            "(?:instrucciones|reglas|directrices|instruções|regras|diretrizes|consignes|règles"
                    + "|Anweisungen|Regeln|Richtlinien|Vorgaben|istruzioni|regole|instructies|regels|zasady"
                    + "|instrukcje|правила|инструкции|talimatlar\\w*|kuralların\\w*|restricciones|restrições"
                    + "|restrictions|Einschränkungen|limiti|ограничения)";

    private static final String AI = "(?:asistente|assistente|assistant|Assistent|IA|KI|AI|intelligenza artificiale"
            + "|inteligencia artificial|inteligência artificial|ассистент\\w*|ИИ|助手|人工智能|アシスタント|어시스턴트"
            + "|asystent\\w*|yapay zeka)";

    private static final String FREE = "(?:sin\\s+(?:ninguna\\s+)?(?:restricci[oó]n\\w*|filtros?|reglas|l[ií]mites?)"
            + "|sem\\s+(?:nenhuma\\s+)?(?:restrições|filtros|regras|limites)"
            + "|sans\\s+(?:aucune\\s+)?(?:restrictions?|limites?|règles|filtres?)"
            + "|ohne\\s+(?:jegliche\\s+)?(?:Einschränkungen|Regeln|Grenzen|Filter)"
            + "|senza\\s+(?:alcun\\w*\\s+)?(?:limiti|regole|restrizioni|filtri)"
            + "|без\\s+(?:каких-либо\\s+|никаких\\s+)?(?:ограничений|правил|фильтров)|bez\\s+ograniczeń"
            + "|没有任何限制|没有任何规则|無制限|制限のない|제한\\s*없는|kısıtlama\\w*\\s+olmadan)";

    private static final String RESP =
            "(?:responde|respondes|réponds|répondez|antworte|antwortest|rispondi|responda|respondas"
                    + "|отвечай|odpowiadaj|答えて|回答|대답|cevap ver)";

    private static final String NOUN_ALL = "(?:" + NOUN + "instructions|configuration|directives)";

    private static final String RECEIVED =
            "(?:recebeu|recibiste|recibió|has recibido|ha recibido|reçues|avez reçu\\w*|as reçu\\w*"
                    + "|erhalten hast|erhalten haben|bekommen hast|hai ricevuto|ha ricevuto|ricevute"
                    + "|получил\\w*|得到的|收到的|受け取った|받은|aldığın)";

    private static final String YOUR2 =
            "(?:tus|vos|tes|deine|deinen|deiner|le tue|tue|i tuoi|suas|as suas|seus|os seus|swoje" + "|свои|твои|ваши)";

    private static final String NOUNY2 =
            "(?:" + NOUNY + "Einschränkungen|restricciones|restrições|filtros|Filter|filtres|limites|Grenzen|limiti)";

    private static final String SECRET = "(?:API-?\\s?(?:Schlüssel|keys?|clave\\w*|chave\\w*|clés?|chiav\\w*|ключ\\w*)"
            + "|Zugangsdaten|credenciales|credenciais|identifiants|credenziali|учетные\\s+данные"
            + "|contraseñas|senhas|mots\\s+de\\s+passe|Passwörter|密钥|密碼|密码|パスワード|APIキー|비밀번호|API\\s*키)";

    private static final String SVC =
            "(?:deiner|deine|deinen|dein|tu|tus|votre|vos|ton|ta|tes|tua|tuo|sua|seu|suas|seus|твой"
                    + "|твои|ваш\\w*|你的|您的|あなたの|당신의)";

    private static final String OTHER_USERS =
            "(?:otros\\s+usuarios|otro\\s+usuario|autres\\s+utilisateurs|un\\s+autre\\s+utilisateur"
                    + "|anderer?\\s+Nutzer\\w*|anderen\\s+Nutzer\\w*|andere\\s+Benutzer"
                    + "|anderer?\\s+Benutzer\\w*|altri\\s+utenti|altro\\s+utente|outros\\s+usuários"
                    + "|outro\\s+usuário|другие\\s+пользовател\\w*|другой\\s+пользовател\\w*"
                    + "|других\\s+пользовател\\w*|其他用户|其他使用者|他のユーザー|別のユーザー|다른\\s*사용자)";

    private static final String NOMATTER =
            "(?:ganz\\s+egal|egal\\s+was|egal,\\s+was|no\\s+importa|sin\\s+importar|peu\\s+importe"
                    + "|quoi\\s+qu'il|qualunque\\s+cosa|non\\s+importa|não\\s+importa|independentemente|неважно"
                    + "|не\\s+важно|无论|不管|関係なく|に関わらず|상관없이)";

    private static final String WRITE = "\\b(?:rédigez|rédige|redacta|redacte|redactar|escreva|escrever|redija|schreib"
            + "|schreiben\\s+Sie|verfasse|verfassen\\s+Sie|scrivi|scriva|redigi)";

    private static final String SIGNED = "(?:signée|signé|firmada|firmado|assinada|assinado|unterschrieben\\w*"
            + "|unterzeichnet\\w*|firmata|firmato)";

    /** "With no mention that it is an example": an invented document passed off as real. */
    private static final String UNMARKED =
            "\\b(?:sans|sin|sem|ohne|senza)\\s+(?:aucune|ninguna|nenhuma|jeglichen?|alcuna)?"
                    + "\\s*(?:mention|indicación|menção|Hinweis|indicazione|nota|aviso)\\b[^.?!\\n]{0,40}\\b(?:exemple|ejemplo"
                    + "|exemplo|Beispiel|esempio|ficticio|fictif|fictício|fiktiv|fittizio|inventé|inventado|erfunden)";

    static final List<Rule> ALL = List.of(
            rule(OVERRIDE, IGN + "\\b[^.?!。\\n]{0,40}?" + NOUN + "\\b"),
            rule(OVERRIDE, IGN_CJK + "[^.?!。\\n]{0,20}?" + NOUN_CJK),
            rule(OVERRIDE, NOUN_CJK + "[^.?!。\\n]{0,20}?" + IGN_CJK),
            rule(OVERRIDE, NOUN + "[^.?!。\\n]{0,20}?" + "(?:yok say|unut|görmezden gel|अनदेखा)"),
            rule(LEAK, SYS),
            rule(LEAK, NOUN + "\\s+(?:\\w+\\s+){0,2}" + HIDDEN + "\\b"),
            rule(LEAK, HIDDEN + "\\s+" + NOUN + "\\b"),
            rule(OVERRIDE, "\\b" + YOUR + "\\s+" + NOUNY + "\\b"),
            rule(JAILBREAK, AI + "\\b[^.?!。\\n]{0,30}?" + FREE),
            rule(JAILBREAK, FREE + "[^.?!。\\n]{0,30}?\\b" + AI + "\\b"),
            rule(JAILBREAK, RESP + "[^.?!。\\n]{0,30}?" + FREE),
            rule(JAILBREAK, FREE + "[^.?!。\\n]{0,30}?" + RESP),
            rule(OVERRIDE, IGN + "\\b[^.?!。\\n]{0,40}?" + NOUN_ALL + "\\b"),
            rule(LEAK, NOUN_ALL + "\\s+(?:\\w+\\s+){0,1}" + PREV + "\\b"),
            rule(LEAK, NOUN_ALL + "[^.?!。\\n]{0,25}?" + RECEIVED),
            rule(
                    JAILBREAK,
                    "(?:没有任何限制|没有任何规则|没有限制|無制限|制限のない|ルールのない|제한\\s*없는|규칙\\s*없는)[^。\\n]{0,10}(?:助手|人工智能|AI"
                            + "|アシスタント|어시스턴트)"),
            rule(JAILBREAK, "нет\\s+(?:никаких\\s+)?(?:правил|ограничений)"),
            rule(LEAK, "(?:あなたの|你的|您的|당신의|네)\\s*(?:設定|指示|ルール|指令|设置|设定|规则|提示词|지시|설정|규칙)"),
            rule(OVERRIDE, "\\b" + YOUR2 + "\\s+(?:\\w+\\s+)?" + NOUNY2 + "\\b"),
            rule(EXFILTRATION, SECRET + "[^.?!。\\n]{0,30}?" + SVC + "\\b"),
            rule(EXFILTRATION, SVC + "[^.?!。\\n]{0,30}?" + SECRET),
            rule(EXFILTRATION, OTHER_USERS),
            rule(OVERRIDE, "(?:放下|抛开|拋開|抛弃|摆脱|擺脫|不要再遵守|不再遵守|不用遵守|别管|別管)[^。\\n]{0,20}?(?:规定|規定|规则|規則|限制|指令|指示)"),
            rule(MISLEADING, WRITE + "\\b[^.?!\\n]{0,80}?\\b" + SIGNED + "\\b"),
            rule(MISLEADING, UNMARKED),
            rule(TASK, "帮我[^。\\n]{0,10}写[^。\\n]{0,12}(?:代码|程序|诗|广告|文案)"),
            rule(
                    TASK,
                    "\\b(?:rédigez|rédige|écrivez|écris|escribe|escriba|redacta|schreib|scrivi)(?:-moi|-nous|me)?\\s+"
                            + "(?:\\w+\\s+){0,2}(?:une?|un|una|ein|eine|uno)\\s+(?:\\w+\\s+){0,2}(?:poème|poema|Gedicht|poesia"
                            + "|chanson|canción|slogan|publicité|anuncio|Werbetext)"),
            rule(FORCED_CHOICE, "(?-i:\\(?[A-D]\\)|\\b[A-D]\\b)[^.?!。\\n]{0,40}?" + NOMATTER),
            rule(FORCED_CHOICE, NOMATTER + "[^.?!。\\n]{0,40}?(?-i:\\([A-D]\\)|\\b[A-D]\\b)"));

    private ForeignLanguageRules() {}

    private static Rule rule(String kind, String regex) {
        return new Rule(kind, Pattern.compile(regex, FLAGS));
    }
}
