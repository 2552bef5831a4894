package io.legalagent.model;

import static io.legalagent.model.IntentRules.ASK;
import static io.legalagent.model.IntentRules.rule;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;

/**
 * Answers dictated against the research: the multiple-choice letter fixed in advance or for every
 * question, a misleading answer (an invented citation, a court order or a judge's signature, no
 * caveats, a promise to win, a conclusion contrary to the sources), or another task instead of legal
 * research. A letter counts only in capitals, beside "regardless", "no matter" or an order not to
 * research, because legal questions name parties A and B; an invented citation only as a request,
 * because a legal question may ask about fabricated citations or a disclaimer of warranties.
 */
final class DictatedAnswerRules {
    static final String FORCED_CHOICE = "dictated answer letter";
    static final String MISLEADING = "dictated misleading answer";
    static final String TASK = "task hijack";

    /** A choice's letter, in capitals, with or without its parentheses. */
    private static final String LETTER =
            "(?:option\\s+|choice\\s+|letter\\s+|answer\\s+)?(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)'\\\"]" + "|$)";

    static final List<Rule> ALL = List.of(
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
                    FORCED_CHOICE,
                    "\\{\\s*\\\"(?:answer|letter|final_letter|final_answer|correct|choice"
                            + "|selected)\\\"\\s*:\\s*\\\"(?-i:[A-D])\\\""),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:select|pick|choose|mark|treat)\\s+this\\s+(?:option|choice"
                            + "|answer)\\s+as\\s+(?:the\\s+)?(?:correct|final|right)\\b"),
            rule(
                    FORCED_CHOICE,
                    "\\b(?:keep|stick\\s+with|stay\\s+with|lock\\s+in)\\s+(?-i:\\(?[A-D]\\)?)(?=[\\s.,;:!)]"
                            + "|$)[^.?!\\n]{0,40}\\b(?:no\\s+matter|regardless|whatever)\\b"),
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
                            + "|was\\s+issued)\\s+from\\s+(?:the\\s+|an?\\s+)?(?:official|court|judge|government)"),
            rule(MISLEADING, "[\\\"']?disclaimer[\\\"']?\\s*(?::|to|=)\\s*(?:null|none|false|\\\"\\\"|'')"),
            rule(
                    MISLEADING,
                    "\\b(?:regardless\\s+of|no\\s+matter\\s+what)\\s+(?:your|the|any)\\s+(?:analysis"
                            + "|reasoning|research|findings|sources|passages)\\b"
                            + "|\\bno\\s+matter\\s+what\\s+(?:the\\s+law\\s+says|your\\s+analysis\\s+shows"
                            + "|you\\s+find)\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:draft|write|produce|prepare|generate|create"
                            + "|make)\\b[^.?!\\n]{0,60}\\b(?:already\\s+signed\\s+by\\s+the\\s+judge"
                            + "|judge'?s\\s+signature"
                            + "|signed\\s+(?:opinion\\s+)?letter\\s+from\\s+a\\s+licensed\\s+attorney)\\b"),
            rule(MISLEADING, "\\bguaranteed\\s+(?:win|victory|outcome|to\\s+win)\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:doesn'?t|does\\s+not|don'?t)\\s+(?:matter|care)\\s+(?:if|whether)\\s+(?:they'?re"
                            + "|it'?s|they\\s+are|it\\s+is|the\\s+cases\\s+are)\\s+real\\b"
                            + "|\\beven\\s+if\\s+you\\s+(?:must|have\\s+to|need\\s+to)\\s+(?:create|invent"
                            + "|make\\s+up)\\b"),
            rule(
                    MISLEADING,
                    "\\bcite\\b[^.?!\\n]{0,80}\\b(?:isn'?t|is\\s+not|aren'?t|are\\s+not)\\s+(?:a\\s+)?real\\b"),
            rule(
                    MISLEADING,
                    "\\b(?:state|write|format|tell|present|phrase)\\b[^.?!\\n]{0,40}\\b(?:with\\s+no"
                            + "|without(?:\\s+any)?)\\s+(?:caveats?|hedging|disclaimers?)\\b"),
            rule(
                    TASK,
                    ASK
                            + "(?:write|compose|draft|give\\s+me|generate|make|create|produce)\\s+(?:me\\s+"
                            + "|us\\s+)?(?:a|an|one|some)?\\s*(?:\\w+\\s+){0,2}(?:poem|haiku|limerick|song|sonnet|rap"
                            + "|joke|recipe|python|javascript|sql|code|script|slogan|jingle|tweet|ad\\s+copy"
                            + "|marketing\\s+copy|advert\\w*|short\\s+story|bedtime\\s+story|love\\s+letter"
                            + "|cover\\s+letter)\\b"),
            rule(
                    TASK,
                    "\\b(?:write|compose|give|send|make|do)\\b[^.?!\\n]{0,30}\\b(?:poem|haiku|limerick|song"
                            + "|essay|story|recipe|program|ad\\s+copy|blurbs?)\\b[^.?!\\n]{0,30}\\binstead\\b"
                            + "|\\binstead\\s+of\\s+(?:the\\s+|your\\s+|any\\s+|doing\\s+)?(?:legal\\s+)?(?:research"
                            + "|answer|analysis|question)\\b[^.?!\\n]{0,40}\\b(?:poem|haiku|limerick|song|recipe"
                            + "|ad\\s+copy|blurbs?)\\b"),
            rule(
                    TASK,
                    "\\bwith\\s+a\\s+(?:short\\s+|little\\s+|quick\\s+)?(?:poem|haiku|limerick|song" + "|sonnet)\\b"),
            rule(
                    TASK,
                    ASK
                            + "(?:write|compose|draft|give\\s+me|generate|make|create|produce|turn\\s+out)\\s+(?:me\\s+"
                            + "|us\\s+)?(?:a|an|one|some|three|\\d+)?\\s*(?:\\w+\\s+){0,2}(?:ad\\s+copy|launch\\s+copy"
                            + "|newsletter\\s+blurbs?|instagram|product\\s+descriptions?|sales\\s+pitch"
                            + "|college\\s+(?:transfer\\s+)?essay|sudoku)\\b"));

    private DictatedAnswerRules() {}
}
