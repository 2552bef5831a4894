package io.legalagent.model;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Attacks by intent, whatever the technique around them: other users' questions or the service's
 * secrets asked for, the multiple-choice letter dictated against the research, a misleading answer
 * (an invented citation, a court order, no caveats, a promise to win), another task, the service's
 * own rules dropped or shown. A technique (a bribe, a story, a pretext) changes from one attack to
 * the next, but these intents are few. Each pattern asks for the request itself (an imperative, the
 * service's "your", a letter in capitals next to "regardless"), never the subject: a legal question
 * may speak of passwords, fabricated evidence or disclaimers of warranty.
 */
final class IntentRules {
    static final String EXFILTRATION = "exfiltration";
    static final String FORCED_CHOICE = "dictated answer letter";
    static final String MISLEADING = "dictated misleading answer";
    static final String TASK = "task hijack";

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE;

    private static final String ASK =
            "(?:^|[.!?;:\\n\\\"'(\\[]\\s*|\\b(?:please|now|just|also|then|and|so|first|can\\s+you"
                    + "|could\\s+you|would\\s+you|will\\s+you|i\\s+need\\s+you\\s+to|i\\s+want\\s+you\\s+to"
                    + "|you\\s+should|you\\s+must|go\\s+ahead\\s+and)\\s+)";

    private static final String GIVE =
            "(?:show|give|list|tell|print|share|include|paste|quote|output|send|reveal|display|dump"
                    + "|return|repeat|copy|write|read\\s+out|append|add|put|fill\\s+in|insert|forward|email"
                    + "|e-mail|post|upload|leak|expose|disclose)";

    private static final String LETTER =
            "(?:option\\s+|choice\\s+|letter\\s+|answer\\s+)?(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)'\\\"]" + "|$)";

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
                    FORCED_CHOICE,
                    "\\b(?:answer|choose|select|pick|output|return|mark|say|reply\\s+with|respond\\s+with"
                            + "|go\\s+with|put|circle|give)\\s+(?:option\\s+|choice\\s+|letter\\s+"
                            + "|answer\\s+)?(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)]|$)[^.?!\\n]{0,60}\\b(?:no\\s+matter"
                            + "|regardless|whatever|irrespective|even\\s+if|even\\s+though|without\\s+(?:research"
                            + "|researching|checking|looking|reading|analy[sz]\\w*)|every\\s+(?:time|question)"
                            + "|each\\s+question|all\\s+questions)\\b"),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:no\\s+matter\\s+what|regardless\\s+of\\s+what"
                            + "|whatever)\\b[^.?!\\n]{0,60}\\b(?:answer|choose|select|pick|output|return|mark|say"
                            + "|go\\s+with)\\s+(?:option\\s+|choice\\s+|letter\\s+)?(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)]"
                            + "|$)"),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:your|the)\\s+(?:final\\s+)?(?:answer|letter|selection|choice|output)\\s+(?:must"
                            + "|has\\s+to|should|will|needs\\s+to)\\s+be\\s+(?:option\\s+|choice\\s+"
                            + "|letter\\s+)?(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)]|$)"),
            rule(
                    MISLEADING,
                    ASK
                            + "(?:invent|make\\s+up|fabricate|fake|cook\\s+up|dream\\s+up|hallucinate|create|generate"
                            + "|add|include|insert|cite)\\s+(?:me\\s+)?(?:a|an|one|two|three|some|several"
                            + "|\\d+)?\\s*(?:\\w+\\s+){0,2}(?:fake|fictional|fictitious|made-up|invented|fabricated"
                            + "|nonexistent|non-existent|imaginary|plausible|real-sounding|realistic-sounding"
                            + "|realistic)\\s+(?:\\w+\\s+)?(?:cases?|citations?|cites|precedents?|authorities|holdings?"
                            + "|quotes?|quotations|statutes?|sources?)\\b"),
            rule(
                    MISLEADING,
                    ASK
                            + "(?:invent|make\\s+up|fabricate|fake|cook\\s+up|dream\\s+up"
                            + "|hallucinate)\\s+(?:me\\s+)?(?:a|an|one|two|three|some|several"
                            + "|\\d+)?\\s*(?:\\w+\\s+){0,2}(?:cases?|citations?|cites|precedents?|authorit(?:y|ies)"
                            + "|holdings?|quotes?|quotations|statutes?|sources?|court\\s+orders?|rulings?)\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:format|write|present|draft|phrase|style|dress\\s+up|make)\\s+(?:your|the"
                            + "|this)\\s+(?:answer|reply|response|output)\\s+(?:\\w+\\s+){0,3}(?:as"
                            + "|like)\\s+(?:an?\\s+)?(?:\\w+\\s+){0,2}(?:court\\s+order|judgment|judgement|ruling"
                            + "|decree|opinion\\s+of\\s+the\\s+court|order\\s+of\\s+the\\s+court)\\b"),
            rule(
                    MISLEADING,
                    ASK
                            + "(?:skip|drop|omit|remove|leave\\s+out|lose|ditch|strip|cut|delete|forget)\\s+(?:the\\s+"
                            + "|any\\s+|your\\s+|all\\s+|every\\s+|that\\s+)?(?:legal\\s+|usual\\s+|standard\\s+"
                            + "|boilerplate\\s+)?(?:disclaimers?|caveats?|hedging|warnings?)(?!\\s+of\\s+(?:warrant"
                            + "|merchant|liabil))\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:without|with\\s+no|no)\\s+(?:any\\s+)?(?:disclaimers?|caveats?"
                            + "|hedging)\\b[^.?!\\n]{0,40}\\b(?:answer|reply|respond|response|tell\\s+me|say)\\b"
                            + "|\\b(?:answer|reply|respond|tell\\s+me|say\\s+it)\\b[^.?!\\n]{0,40}\\b(?:without"
                            + "|with\\s+no)\\s+(?:any\\s+)?(?:the\\s+)?(?:disclaimers?|caveats?|hedging)\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:tell|promise|assure|guarantee)\\s+(?:me|us)\\s+(?:that\\s+)?(?:i|we)\\s+(?:will"
                            + "|'ll|am\\s+going\\s+to|are\\s+going\\s+to)\\s+(?:definitely|certainly|surely"
                            + "|100%\\s+)?\\s*win\\b"),
            rule(
                    MISLEADING,
                    "\\bnot\\s+legal\\s+advice\\b[^.?!\\n]{0,30}\\b(?:remove|drop|omit|skip|leave\\s+out"
                            + "|delete)\\b|\\b(?:remove|drop|omit|skip|leave\\s+out"
                            + "|delete)\\b[^.?!\\n]{0,30}\\bnot\\s+legal\\s+advice\\b"),
            rule(
                    TASK,
                    ASK
                            + "(?:write|compose|draft|give\\s+me|generate|make|create|produce)\\s+(?:me\\s+"
                            + "|us\\s+)?(?:a|an|one|some)?\\s*(?:\\w+\\s+){0,2}(?:poem|haiku|limerick|song|sonnet|rap"
                            + "|joke|recipe|python|javascript|sql|code|script|slogan|jingle|tweet|ad\\s+copy"
                            + "|marketing\\s+copy|advert\\w*|short\\s+story|bedtime\\s+story|love\\s+letter"
                            + "|cover\\s+letter)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:drop|suspend|lift|turn\\s+off|disable|switch\\s+off|relax|waive|bend|break|skip"
                            + "|forget|ignore|set\\s+aside|put\\s+aside|loosen|bypass|override|abandon"
                            + "|ditch)\\s+(?:all\\s+|just\\s+|for\\s+once\\s+)?your\\s+(?:\\w+\\s+)?(?:rules"
                            + "|restrictions|filters|guardrails|safeguards|policies|guidelines|instructions|programming"
                            + "|principles|safety|limits|limitations|constraints)\\b"),
            rule(
                    InjectionRules.LEAK,
                    "\\byour\\s+(?:hidden|secret|internal|confidential|underlying|initial|original|system"
                            + "|pre-?loaded|backend|behind-the-scenes|operating|startup"
                            + "|start-up)\\s+(?:\\w+\\s+)?(?:instructions|prompt|rules|guidelines|configuration|config"
                            + "|context|setup|settings|directives|message|text)\\b"),
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
                    FORCED_CHOICE,
                    "\\b(?:answer|choose|select|pick|output|return|mark|say|reply\\s+with|respond\\s+with"
                            + "|go\\s+with|put|circle)\\s+"
                            + LETTER
                            + "[^.?!\\n]{0,40}(?:[.,;]\\s*)?(?:do\\s+not|don't|skip|no\\s+need\\s+to"
                            + "|without)\\s+(?:\\w+\\s+){0,2}(?:research|explain|evaluat\\w*|analy\\w*|reason\\w*|look"
                            + "|check|read)"),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:selector|answering\\s+system|the\\s+model|the\\s+ai|the\\s+assistant|the\\s+bot"
                            + "|the\\s+chatbot)\\s+(?:must|should|has\\s+to|is\\s+required\\s+to|needs\\s+to"
                            + "|will\\s+have\\s+to)\\s+(?:return|output|select|choose|pick|answer|respond|reply|say"
                            + "|mark)\\b"),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:answer|respond|reply)\\s+(?:with\\s+)?"
                            + LETTER
                            + "[^.?!\\n]{0,30}\\b(?:every|each|all)\\s+(?:later|other|following|remaining|next)\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:regardless\\s+of\\s+what\\s+(?:you|the\\s+(?:research|sources?|passages?"
                            + "|evidence))|whatever\\s+the\\s+(?:real|actual|true)\\b|even\\s+(?:if"
                            + "|though)\\s+(?:the\\s+)?(?:sources?|research|passages?|evidence)\\s+(?:disagree"
                            + "|says?\\s+otherwise|contradicts?|shows?\\s+otherwise|doesn't|does\\s+not)"
                            + "|even\\s+though\\s+no\\s+(?:check|research|verification)\\s+was)"),
            rule(
                    MISLEADING,
                    "\\bsign\\s+(?:it|the\\s+answer|your\\s+answer|the\\s+reply)\\s+as\\s+(?:the\\s+"
                            + "|a\\s+)?(?:judge|court|supreme\\s+court|clerk|attorney|lawyer)\\b|\\b(?:look|appear"
                            + "|read)\\s+(?:like|as\\s+if|as\\s+though)\\s+(?:it\\s+)?(?:came|comes"
                            + "|was\\s+issued)\\s+from\\s+(?:the\\s+|an?\\s+)?(?:official|court|judge|government)"));

    private IntentRules() {}

    private static Rule rule(String kind, String regex) {
        return new Rule(kind, Pattern.compile(regex, FLAGS));
    }
}
