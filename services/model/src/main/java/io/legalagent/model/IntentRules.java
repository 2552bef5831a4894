package io.legalagent.model;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Attacks by intent, whatever the technique around them (a bribe, a story, a pretext, a form to fill
 * in): other users' questions, the service's keys, files or settings asked for or sent away, and the
 * service's rules switched off or its setup named. The letter or a misleading answer dictated, and
 * another task, are {@link DictatedAnswerRules}. Techniques change from one attack to the next, but
 * these intents are few. Each pattern asks for the request itself (an imperative, the service's
 * "your", a key of a form), never the subject: a legal question may speak of passwords, other users
 * of a website or a chatbot's system prompt, and passes.
 */
final class IntentRules {
    static final String EXFILTRATION = "exfiltration";

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE;

    /** Where a request starts: a clause's start, or after a word that introduces one. */
    static final String ASK = "(?:^|[.!?;:\\n\\\"'(\\[]\\s*|\\b(?:please|now|just|also|then|and|so|first|can\\s+you"
            + "|could\\s+you|would\\s+you|will\\s+you|i\\s+need\\s+you\\s+to|i\\s+want\\s+you\\s+to"
            + "|you\\s+should|you\\s+must|go\\s+ahead\\s+and)\\s+)";

    /** Verbs that hand something over. */
    static final String GIVE = "(?:show|give|list|tell|print|share|include|paste|quote|output|send|reveal|display|dump"
            + "|return|repeat|copy|write|read\\s+out|append|add|put|fill\\s+in|insert|forward|email"
            + "|e-mail|post|upload|leak|expose|disclose)";

    static final List<Rule> ALL = List.of(
            rule(
                    EXFILTRATION,
                    "\\b(?:other|another|previous|prior|last|earlier|different)\\s+(?:users?|people|person"
                            + "|askers?|requesters?)(?:'s?|’s?)?\\s+(?:\\w+\\s+)?(?:questions?|queries|requests?"
                            + "|messages?|conversations?|chats?|answers?|prompts?|data|names?|details|inputs?|searches"
                            + "|sessions?|history)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:what|which)\\s+(?:did\\s+)?(?:other|another|the\\s+previous"
                            + "|the\\s+last)\\s+(?:users?|people|person)\\s+(?:ask|asked|send|sent|type|typed|want"
                            + "|search)"),
            rule(
                    EXFILTRATION,
                    "\\b"
                            + GIVE
                            + "\\b[^.?!\\n]{0,40}\\b(?:your|this\\s+service'?s?"
                            + "|the\\s+service'?s?)\\s+(?:\\w+\\s+){0,2}(?:api\\s+keys?|keys?|tokens?|credentials"
                            + "|passwords?|secrets?|connection\\s+strings?|environment(?:\\s+variables)?|env\\s+vars?"
                            + "|config(?:uration)?\\s+files?)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:api[_\\s-]?keys?|access\\s+tokens?|bearer\\s+tokens?|credentials|passwords?"
                            + "|secrets?)\\s+(?:that\\s+|which\\s+)?(?:you|this\\s+service|the\\s+service)\\s+(?:use"
                            + "|uses|have|has|hold|holds|store|stores|were\\s+given|run\\s+on"
                            + "|are\\s+configured\\s+with)\\b"),
            rule(
                    EXFILTRATION,
                    "\\benvironment\\s+variables?\\b[^.?!\\n]{0,60}\\b(?:your|you)\\b|\\b(?:your"
                            + "|you)\\b[^.?!\\n]{0,60}\\benvironment\\s+variables?\\b"),
            rule(EXFILTRATION, "\\b[A-Z][A-Z0-9]*_(?:API_)?(?:KEY|TOKEN|SECRET|PASSWORD)\\b"),
            rule(EXFILTRATION, "https?://\\S*[?&][\\w.-]*=\\s*(?:\\+|followed\\s+by|plus|then|and\\s+then|\\{|\\$|<)"),
            rule(
                    EXFILTRATION,
                    "\\b(?:other|previous|earlier|another|different)\\s+(?:users?"
                            + "|people)\\b[^.?!\\n]{0,40}\\b(?:ask|asked|asking|wanted|sent|typed|searched|submitted"
                            + "|questions?|queries|requests?)\\b|\\b(?:questions?|queries|requests?"
                            + "|messages?)\\b[^.?!\\n]{0,30}\\b(?:other|previous|earlier|another)\\s+(?:users?"
                            + "|people)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:"
                            + GIVE
                            + "what\\s+is\\s+in|what's\\s+in"
                            + "|summari[sz]e)\\b[^.?!\\n]{0,40}\\byour\\s+(?:\\w+\\s+)?(?:memory|cache|logs?|database"
                            + "|chat\\s+history|conversation\\s+history|session\\s+history)\\b"),
            rule(
                    EXFILTRATION,
                    ASK
                            + GIVE
                            + "\\b[^.?!\\n]{0,50}\\b(?:bearer\\s+tokens?|connection\\s+strings?|/etc/passwd"
                            + "|private\\s+keys?|signing\\s+keys?|seal\\s+keys?|api\\s+keys?|passwords?|credentials"
                            + "|hostnames)\\b"),
            rule(
                    EXFILTRATION,
                    "[\\\"'<`{]\\s*(?:system[_ ]?prompt|hidden[_ ]?instructions|system[_ ]?instructions"
                            + "|env(?:ironment)?[_ ]?var(?:iable)?s?|api[_ ]?keys?|session[_ ]?secrets|credentials"
                            + "|prior[_ ]?user[_ ]?questions|other[_ ]?users?[_ ]?questions|model[_ ]?config)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:contents?\\s+of|print|dump|read\\s+out|list|show|paste"
                            + "|output)\\b[^.?!\\n]{0,50}(?:\\.env\\b|\\bconfig(?:uration)?\\s+files?\\b"
                            + "|\\bworking\\s+directory\\b|\\benvironment\\s+file\\b)"),
            rule(
                    EXFILTRATION,
                    "\\b(?:e-?mail|send|forward|post|upload)\\w*\\b[^.?!\\n]{0,80}\\b(?:transcripts?\\s+of"
                            + "|every\\s+question|all\\s+(?:the\\s+)?questions|questions?\\s+(?:it|you)\\s+(?:received"
                            + "|got)|copy\\s+of\\s+each\\s+session|all\\s+users'?\\s+(?:questions|sessions|chats"
                            + "|transcripts))\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:Umgebungsvariablen|variables\\s+d'environnement|variables\\s+de\\s+entorno"
                            + "|variáveis\\s+de\\s+ambiente|variabili\\s+d'ambiente)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:contents?\\s+of|print|dump|read\\s+out|list|show|paste|output)\\b[^.?!\\n]{0,80}"
                            + "(?:\\bworking\\s+(?:folder|dir)\\b|\\bcredentials?\\s+files?\\b)"),
            rule(
                    EXFILTRATION,
                    "\\b(?:actual|real)\\s+values\\b[^.?!\\n]{0,60}\\b(?:api\\s+keys?|tokens?|passwords?"
                            + "|credentials|secrets?)\\b"),
            rule(
                    EXFILTRATION,
                    "\\b(?:attach|show|give|list|print|dump|paste|send|share|copy)\\b[^.?!\\n]{0,60}\\b(?:files|documents"
                            + "|records|data)\\s+(?:\\w+\\s+){0,2}on\\s+your\\s+(?:server|system|disk|machine|drive)\\b"
                            + "|\\bbefore\\s+me\\b[^.?!\\n]{0,30}\\b(?:been\\s+)?(?:asking|asked|typing|typed|sending"
                            + "|sent)\\s+you\\b"),
            // What "you were handed" recited, or the makers' words asked for word for word.
            rule(
                    InjectionRules.LEAK,
                    "\\b(?:recite|repeat|quote|copy|paste|read\\s+out|print)\\b[^.?!\\n]{0,40}\\byou\\s+were\\s+(?:handed"
                            + "|given|fed|passed)\\b|\\b(?:word\\s+for\\s+word|verbatim|mot\\s+pour\\s+mot"
                            + "|palabra\\s+por\\s+palabra|wortwörtlich)\\b[^.?!\\n]{0,80}\\b(?:your\\s+(?:creators|makers"
                            + "|builders)|vos\\s+créateurs|tus\\s+creadores|deine\\s+(?:Schöpfer|Entwickler))\\b"),
            rule(
                    InjectionRules.LEAK,
                    "\\byour\\s+(?:hidden|secret|internal|confidential|underlying|initial|original|system"
                            + "|pre-?loaded|backend|behind-the-scenes|operating|startup"
                            + "|start-up)\\s+(?:\\w+\\s+)?(?:instructions|prompt|rules|guidelines|configuration|config"
                            + "|context|setup|settings|directives|message|text)\\b"),
            // The service's sampling settings asked for; an engineer who took "the temperature, top_p settings" passes.
            rule(
                    InjectionRules.LEAK,
                    "(?:\\byour\\b|\\byou\\s+(?:run|use)\\b|\\b(?:state|tell|show|list|print|share|give|reveal"
                            + "|output)\\b)[^.?!\\n]{0,60}(?:\\bmodel\\s+(?:name|version)\\b[^.?!\\n]{0,60}\\btemperature\\b"
                            + "|\\btemperature\\b[^.?!\\n]{0,40}\\b(?:top_p|max(?:imum)?\\s+(?:output\\s+)?tokens?"
                            + "|token\\s+limit)\\b)"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:drop|suspend|lift|turn\\s+off|disable|switch\\s+off|relax|waive|bend|break|skip"
                            + "|forget|ignore|set\\s+aside|put\\s+aside|loosen|bypass|override|abandon"
                            + "|ditch)\\s+(?:all\\s+|just\\s+|for\\s+once\\s+)?your\\s+(?:\\w+\\s+)?(?:rules"
                            + "|restrictions|filters|guardrails|safeguards|policies|guidelines|instructions|programming"
                            + "|principles|safety|limits|limitations|constraints)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:restrictions|guardrails|safety_rules|safety|guidelines|filters|policy_mode|mode"
                            + "|prior_instructions)\\s*[:=]\\s*[\\\"']?(?:disabled|off|none|false|unrestricted|ignored"
                            + "|developer)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:unrestricted|passthrough|pass-through|unfiltered|no-rules)\\s+mode\\b"),
            // The rules "you were given" set aside: the service's own, however they are named.
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:set\\s+aside|drop|ignore|forget|disregard|lift|waive|abandon|bypass|put\\s+aside|shed"
                            + "|throw\\s+out)\\s+(?:whatever|any|all|the|those)\\s+(?:\\w+\\s+){0,2}(?:restrictions|rules"
                            + "|instructions|guidelines|limits|filters|constraints|guardrails)\\s+(?:you'?ve"
                            + "|you\\s+have|you\\s+were|you'?re|that\\s+you|they\\s+gave\\s+you"
                            + "|you\\s+(?:got|received))\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\bwithout\\s+your\\s+(?:usual\\s+|normal\\s+|default\\s+|standard\\s+)?(?:restrictions"
                            + "|guidelines|rules|filters|guardrails|limits|instructions|safeguards)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\bswitch(?:ed|ing)?\\s+(?:them|it|the\\s+(?:guidelines|rules|filters|restrictions)"
                            + "|your\\s+\\w+)\\s+off\\b|\\b(?:switch|turn)\\s+off\\s+(?:the|your)\\s+(?:guidelines"
                            + "|rules|filters|restrictions|guardrails|safeguards)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\bas\\s+if\\s+(?:no|your)\\s+(?:system\\s+)?(?:instructions|rules|guidelines"
                            + "|restrictions|prompt)\\s+(?:were|had\\s+been|was)\\s+(?:loaded|given|set|there"
                            + "|in\\s+place|present)\\b"));

    private IntentRules() {}

    static Rule rule(String kind, String regex) {
        return new Rule(kind, Pattern.compile(regex, FLAGS));
    }
}
