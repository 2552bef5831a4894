package io.legalagent.model;

import static io.legalagent.model.IntentRules.ASK;
import static io.legalagent.model.IntentRules.rule;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;

/**
 * Dictated answers and another task asked for in plain words, whatever reason is given for them (a
 * principle, a need, a study, another system): a letter to "just" give, an answer that "must be" a
 * letter, a case to make up, a promise to win, a signed order, research swapped for a poem, a
 * slogan or a caption. A request may follow a comma, since a pretext usually comes
 * first ("since it is for my thesis, write..."). Genres that a legal user may ask for (an essay, a
 * case caption) are left out, and a made-up case counts only as a request, not as a fact of the
 * question.
 */
final class PlainRequestRules {
    /**
     * Where a request starts: as {@link IntentRules#ASK}, after a comma that ends its reason, or at an item
     * of a list.
     */
    private static final String ASK_AFTER_REASON = "(?:" + ASK + "|,\\s*|(?:^|\\n)\\s*(?:[-*\u2022]|\\d{1,2}[.)])\\s*)";

    private static final String COUNT =
            "(?:a|an|one|some|two|three|four|five|six|seven|eight|nine|ten|a\\s+few|several|\\d[\\d,]*)";

    private static final String GENRE = "(?:poems?|sonnets?|haikus?|limericks?|songs?|lyrics|raps?|jingles?|slogans?"
            + "|taglines?|(?:instagram|social[- ]media|photo|facebook|tiktok|catchy|punchy|funny|witty)\\s+captions?"
            + "|tweets?|blurbs?|ad\\s+copy|marketing\\s+(?:copy|blurbs?|text|email)|product\\s+descriptions?"
            + "|short\\s+stor(?:y|ies)|bedtime\\s+stor(?:y|ies)|recipes?|cover\\s+letters?|speech|toast|eulogy"
            + "|love\\s+letters?|jokes?|sales\\s+pitch|social\\s+media\\s+posts?|blog\\s+posts?|personal\\s+statements?"
            + "|admissions\\s+essays?|(?:python|javascript|sql|java|bash)\\s+(?:snippets?|scripts?|code|programs?))";

    private static final String LETTER = "(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)]|$)";

    static final List<Rule> ALL = List.of(
            rule(
                    DictatedAnswerRules.TASK,
                    ASK_AFTER_REASON
                            + "(?:write|compose|draft|give\\s+me|generate|output|show\\s+me|create|produce"
                            + "|come\\s+up\\s+with|whip\\s+up|pen|spin\\s+(?:me|us)|respond\\s+with|reply\\s+with"
                            + "|answer\\s+with|knock\\s+out)\\s+(?:me\\s+|us\\s+|my\\s+)?"
                            + COUNT
                            + "?\\s*(?:[\\w,'-]+\\s+){0,4}"
                            + GENRE
                            + "\\b"),
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\b(?:your|the)\\s+(?:final\\s+|correct\\s+|right\\s+|real\\s+|only\\s+|true\\s+)?(?:answer"
                            + "|letter|selection|choice|output)\\s+(?:must|has\\s+to|should|will|needs\\s+to"
                            + "|is\\s+going\\s+to)\\s+be\\s+(?:option\\s+|choice\\s+|letter\\s+)?"
                            + LETTER),
            // "Just answer A" dictates; "just answer A, B or C" and "A to D" describe the choices.
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\bjust\\s+(?:reply|answer|say|give\\s+me|put|write|respond\\s+with|output|pick|choose"
                            + "|select|go\\s+with|mark|return)\\s+(?:with\\s+)?['\\\"(]?(?-i:[A-D])['\\\")]?"
                            + "(?=[\\s.,;:!]|$)(?!\\s*(?:or|through|-)\\s|\\s*,\\s*\\(?[A-D]\\b|\\s*to\\s+[A-D]\\b)"),
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\b(?:must|should|has\\s+to|will|shall)\\s+(?:give|return|output|select|choose|pick)\\s+"
                            + LETTER
                            + "\\s+as\\s+(?:its|the|your)\\s+(?:final\\s+)?(?:answer|letter|choice|selection)\\b"
                            + "|\\bto\\s+be\\s+"
                            + LETTER
                            + "[^.?!\\n]{0,40}\\b(?:whatever|regardless|no\\s+matter|irrespective)\\b"),
            // The letter named by its place: "circle the last option", "the pick is this very line".
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\b(?:no\\s+matter|regardless|whatever|whichever)\\b[^.?!\\n]{0,60}\\b(?:circle|pick|choose|select"
                            + "|mark|go\\s+with|take)\\s+the\\s+(?:last|first|second|third|fourth|final|bottom|top)\\s+"
                            + "(?:option|choice|answer|one|letter)\\b"
                            + "|\\b(?:whichever|whatever|no\\s+matter|regardless)\\b[^.?!\\n]{0,50}\\b(?:the\\s+)?(?:final\\s+)?"
                            + "(?:pick|answer|choice|selection)\\s+(?:here\\s+)?is\\s+(?:this|the)\\s+(?:very\\s+)?(?:line|one"
                            + "|option|choice)\\b|\\bthe\\s+correct\\s+(?:response|answer|choice)\\s+is\\s+this\\s+one\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\bmake\\s+(?:one|them|some|a\\s+few|something)\\s+up\\b|\\bmake\\s+it\\s+up\\b(?!\\s+to\\b)"
                            + "|\\b(?:that|which)\\s+you\\s+(?:make|invent|dream|cook|whip)\\s+up\\b|\\byou\\s+make\\s+up\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\b(?:not|never|without\\s+being)\\s+(?:be\\s+)?label(?:l)?ed\\s+(?:as\\s+)?(?:invented|fake"
                            + "|fictional|fictitious|made[- ]up|hypothetical|examples?|ai[- ]generated)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\b(?:tell|promise|assure|guarantee|confirm|say|state)\\s+(?:to\\s+)?(?:me|us)?\\s*(?:\\w+\\s+){0,3}"
                            + "that\\s+(?:i|we|my\\s+client)\\s+(?:will|'ll|am\\s+going\\s+to|are\\s+going\\s+to"
                            + "|can'?t|cannot)\\s+(?:\\w+\\s+){0,2}(?:win|lose)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    ASK_AFTER_REASON
                            + "(?:draft|write|produce|prepare|generate|create|make|show\\s+me|output)\\b[^.?!\\n]{0,50}"
                            + "\\bsigned\\s+(?:\\w+\\s+){0,3}(?:orders?|letters?|judgments?|decrees?|opinions?"
                            + "|rulings?)\\b"),
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\b(?:with|give\\s+me|send|output|reply|answer)\\s+(?:with\\s+)?(?:the\\s+)?letter\\s+"
                            + LETTER
                            + "\\s+only\\b"),
            rule(
                    DictatedAnswerRules.FORCED_CHOICE,
                    "\\bjust\\s+tell\\s+me\\s+(?:that\\s+)?the\\s+answer\\s+is\\s+"
                            + LETTER
                            + "|(?:^|[.!?]\\s+)just\\s+(?-i:\\(?[A-D]\\)?)[.!]"
                            + "|\\bbegin\\s+(?:with\\s+)?['\\\"]answer:\\s*\\(?[A-D]\\)?"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\b(?:don'?t|do\\s+not|never)\\s+(?:mark|label|flag|note|identify)\\s+(?:them|it|these|those)\\s+(?:as"
                            + "\\s+)?(?:fictional|fake|invented|made[- ]up|fabricated|hypothetical)\\b"
                            + "|\\beven\\s+if\\s+your\\s+(?:research|sources|search)\\s+(?:doesn'?t|does\\s+not|can'?t"
                            + "|cannot|won'?t)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\b(?:need|want|give\\s+me|list|provide|generate)\\s+(?:\\d+|a\\s+few|some|several|two|three|four"
                            + "|five|ten)\\s+(?:\\w+\\s+){0,2}(?:fake|fictional|fictitious|made-up|invented|fabricated)\\s+"
                            + "(?:\\w+\\s+)?(?:cases|citations|precedents|holdings|opinions)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "(?:,|\\bthen|\\bjust|\\bplease|\\bso)\\s+invent\\s+(?:them|one|some)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    ASK_AFTER_REASON
                            + "(?:draft|write|produce|prepare|generate|create|make)\\b[^.?!\\n]{0,60}\\bsigned\\s+by\\s+"
                            + "(?:a|an|the)?\\s*(?:[\\w.'-]+\\s+){0,3}(?:judge|justice|clerk|magistrate|attorney|lawyer"
                            + "|partner)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    ASK_AFTER_REASON
                            + "(?:draft|write|make|create|produce)\\b[^.?!\\n]{0,60}\\b(?:looks?|appears?)\\s+(?:like|as\\s+if)"
                            + "\\s+it\\s+came\\s+(?:\\w+\\s+){0,2}(?:out\\s+of|from)\\s+(?:the\\s+|a\\s+)?(?:judge|court|chambers"
                            + "|clerk|government)"
                            + "|\\btell\\s+me\\s+(?:that\\s+)?(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+(?:a\\s+lock|going|sure"
                            + "|certain|bound|guaranteed)\\s+to\\s+win\\b"),
            // A forger's document "made to look authentic" is a fact; an order to make it so is not.
            rule(
                    DictatedAnswerRules.MISLEADING,
                    ASK + "(?:make|draft|write|create|produce|generate)\\b[^.?!\\n]{0,100}?\\b(?:look|looks|appear"
                            + "|seem)\\s+(?:official|authentic|real|genuine|legitimate)\\b"),
            rule(
                    DictatedAnswerRules.TASK,
                    ASK_AFTER_REASON
                            + "(?:write|compose|draft|give\\s+me|generate|create|produce)\\s+(?:me\\s+|us\\s+)?(?:a|an|one"
                            + "|some|\\d[\\d,]*)?\\s*(?:[\\w,'-]+\\s+){0,3}(?:fantasy|fairy|children'?s|kids'?|funny|love"
                            + "|sci-fi|science\\s+fiction|horror|detective|adventure)\\s+(?:stor(?:y|ies)|tales?)\\b"),
            rule(
                    DictatedAnswerRules.MISLEADING,
                    "\\b(?:state|present|treat)\\s+the\\s+(?:outcome|result|answer|conclusion)\\s+as\\s+(?:certain"
                            + "|guaranteed|definite)\\b"));

    private PlainRequestRules() {}
}
