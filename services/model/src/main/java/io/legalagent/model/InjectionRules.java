package io.legalagent.model;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The patterns of the offline injection screen. Each is about the service's own behaviour, never
 * about the subject of a question: a legal question may speak of instructions (to a jury), of
 * pretending (to be a police officer), of acting as an agent, or of base64 in a hacking case, and
 * must pass. What gives an attack away is that it addresses the service: its instructions, its
 * rules, its prompt, its persona. Where a phrase also occurs in legal writing, the pattern asks for
 * the imperative at the start of a clause ("Disregard the prior instructions.") rather than the
 * same words in a narrative ("the judge told the jury to disregard the prior instructions").
 *
 * <p>Tuned on 39 attacks of {@code data/injection} (before it grew into families) and on legal text
 * (the legitimate look-alikes and the Bar Exam QA splits); docs/injection.md says what that means.
 * The intents every technique carries are {@link IntentRules}; other languages are
 * {@link ForeignLanguageRules}.
 */
final class InjectionRules {
    /** One pattern and the kind of attack it reveals. */
    record Rule(String kind, Pattern pattern) {}

    static final String OVERRIDE = "instruction override";
    static final String LEAK = "prompt leak";
    static final String JAILBREAK = "jailbreak";
    static final String ROLE = "role hijack";
    static final String FAKE_TURN = "fake system turn";
    static final String HIDDEN = "instruction to the model inside the question";
    static final String ENCODED = "instruction to decode and follow a payload";

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE;

    /** The service's own rules, by any name. */
    private static final String RULES = "(instructions?|prompts?|rules|guidelines|guidance|directives?|orders"
            + "|programming|configuration|constraints|restrictions|training|setup|set-up|system message)";
    /** Where an imperative starts: the text's or a clause's start, or after a politeness word. */
    private static final String CLAUSE = "(?:^|[.!?;:\\n\"'(\\[]\\s*|\\b(?:please|now|just|first|so)\\s+)";
    /** A stretch of the same sentence. */
    private static final String NEAR = "[^.?!\\n]{0,40}";

    private static final String AI = "(ai|assistant|chatbot|bot|llm|gpt|language model|model)";
    private static final String UNBOUND =
            "(rules|restrictions|limits|filters?|guidelines|censorship|safeguards|ethics|policies|guardrails)";

    static final List<Rule> ALL = List.of(
            // Instruction overrides.
            rule(
                    OVERRIDE,
                    "\\b(ignore|disregard|forget|discard|abandon|bypass)\\b" + NEAR + "\\byour\\s+(\\w+\\s+){0,2}"
                            + RULES + "\\b"),
            rule(
                    OVERRIDE,
                    CLAUSE + "(ignore|disregard|forget|discard)\\s+(all\\s+|any\\s+)?(of\\s+)?(the\\s+)?"
                            + "(previous|prior|above|earlier|preceding|foregoing|original|initial|system)\\s+(\\w+\\s+)?"
                            + RULES + "\\b"),
            rule(
                    OVERRIDE,
                    "\\b(ignore|disregard|forget)\\s+(everything|anything|all)\\s+(that\\s+)?you\\s+"
                            + "(were|have\\s+been|'ve\\s+been)\\s+(told|given|taught|instructed)"),
            rule(OVERRIDE, "\\b(ignore|disregard)\\s+the\\s+(question|text|task|request)\\s+(above|below)\\b"),
            rule(OVERRIDE, "\\bstop\\s+following\\b" + NEAR + "\\b" + RULES + "\\b"),
            rule(
                    OVERRIDE,
                    "\\boverrides?\\s+(all\\s+)?(your|the\\s+system'?s?)\\s+(\\w+\\s+)?(behaviou?r|settings|safety|"
                            + RULES.substring(1)),
            rule(
                    OVERRIDE,
                    "\\b(take|takes)\\s+(priority|precedence)\\s+over\\s+(anything|everything|all|any)\\b" + NEAR
                            + "\\byour\\b"),
            rule(
                    OVERRIDE,
                    "\\byour\\s+(\\w+\\s+)?" + RULES + "\\s+(have|has|are|were|is)\\s+(now\\s+|been\\s+)*"
                            + "(void|cancell?ed|revoked|suspended|lifted|withdrawn|replaced|disabled|removed|null)\\b"),
            rule(
                    OVERRIDE,
                    "\\b" + RULES + "\\s+above\\s+(no\\s+longer\\s+apply|(are|is)\\s+(now\\s+)?(void|cancell?ed|"
                            + "revoked|suspended|lifted))"),
            rule(OVERRIDE, CLAUSE + "new\\s+(system\\s+)?(instructions?|task|directives?|rules|orders)\\s*:"),
            rule(
                    OVERRIDE,
                    "\\bfrom\\s+(now|this\\s+point|here)\\s+on,?\\s+(obey|follow|respond|reply|answer|ignore)\\b"),
            rule(
                    OVERRIDE,
                    "\\byour\\s+(real|actual|true|new|only)\\s+(task|job|goal|purpose|mission|role|instructions?)\\s+"
                            + "(is|are|now)\\b"),
            // Prompt leaks.
            rule(
                    LEAK,
                    "\\b(reveal|show|print|repeat|display|output|leak|disclose|tell\\s+me|give\\s+me|summari[sz]e|quote"
                            + "|paste|copy|recite|share|see|list|what\\s+(is|are|were))\\b[^.?!\\n]{0,30}\\b(your\\s+(system\\s+|hidden\\s+|"
                            + "secret\\s+|initial\\s+|original\\s+|internal\\s+|exact\\s+|full\\s+)?|the\\s+(system|"
                            + "hidden|secret|initial|internal|confidential)\\s+)(prompt|instructions|rules|guidelines|"
                            + "configuration|system\\s+message|setup|directives)\\b"),
            // "System prompt" alone is also the subject of trade-secret and AI-law questions: ask for it
            // to be the service's, to be shown, or quoted.
            rule(
                    LEAK,
                    "\\b(your|ur|yr|this\\s+service'?s?|the\\s+service'?s?|the\\s+assistant'?s?)\\s+(\\w+\\s+)?"
                            + "system\\s+prompt\\b"),
            rule(
                    LEAK,
                    "\\b(reveal|show|print|repeat|display|output|leak|disclose|tell|give|summari[sz]e|quote|paste|copy"
                            + "|recite|share|see|list|read|dump|spill|expose|echo|type\\s+out|write\\s+out|what\\s+is"
                            + "|what's|what\\s+does|contents?\\s+of|text\\s+of|words\\s+of|start\\s+of|beginning\\s+of"
                            + "|first\\s+(\\w+\\s+)?(line|lines|words?|sentence)\\s+of)\\b" + NEAR
                            + "\\bsystem\\s+prompt\\b"),
            rule(
                    LEAK,
                    "\\bsystem\\s+prompt\\b" + NEAR
                            + "\\b(verbatim|word\\s+for\\s+word|in\\s+full|says|said|reads|contains)\\b"),
            rule(
                    LEAK,
                    "\\b(instructions|rules|guidelines|prompt|directives)\\s+(that\\s+)?you\\s+(were|have\\s+been|'ve\\s+been)"
                            + "\\s+(given|told|provided|configured|programmed|trained|loaded)\\b"),
            rule(
                    LEAK,
                    "\\b(print|repeat|show|output|display|copy|reveal|paste|list)\\s+(out\\s+)?(all\\s+)?(of\\s+)?(the\\s+)?"
                            + "(text|everything|words|contents?)\\s+(above|before|preceding)\\s+(this|these|my)\\b"),
            rule(LEAK, "\\bwhat\\s+you\\s+were\\s+told\\s+not\\s+to\\s+(say|reveal|tell|disclose)\\b"),
            // Jailbreaks and personas.
            rule(
                    JAILBREAK,
                    "\\b(jailbroken|jailbreak\\s+(mode|prompt)|developer\\s+mode|dan\\s+mode|do\\s+anything\\s+now|"
                            + "god\\s+mode)\\b"),
            rule(JAILBREAK, "\\b(respond|answer|reply|act|operate)\\s+without\\s+(any\\s+)?" + UNBOUND + "\\b"),
            rule(JAILBREAK, "\\b" + AI + "\\s+(with\\s+no|without(\\s+any)?|free\\s+of)\\s+" + UNBOUND + "\\b"),
            rule(
                    JAILBREAK,
                    "\\b(unfiltered|uncensored|unrestricted|jailbroken)\\s+(\\w+\\s+){0,2}(bot|assistant|ai|"
                            + "chatbot|llm|persona|mode)\\b"),
            rule(JAILBREAK, "\\bstay\\s+in\\s+character\\b"),
            rule(
                    ROLE,
                    "\\b(you\\s+are\\s+now|from\\s+now\\s+on,?\\s+you|act\\s+as|pretend\\s+(that\\s+)?(you\\s+are|you're|"
                            + "to\\s+be)|roleplay\\s+as|role-play\\s+as)\\b[^.?!\\n]{0,20}\\b" + AI + "\\b"),
            rule(
                    ROLE,
                    "\\bfrom\\s+now\\s+on,?\\s+you\\s+(will|must|shall|are\\s+to)\\s+(be|act|behave|respond|reply"
                            + "|answer|ignore|obey|follow|only)\\b"),
            rule(
                    ROLE,
                    "\\b(pretend|imagine)\\s+(that\\s+)?you('re|\\s+are)\\s+(an?\\s+|my\\s+)?(\\w+\\s+){0,2}(" + AI
                            + "|grandmother|grandma)\\b"),
            rule(ROLE, "\\byou\\s+are\\s+no\\s+longer\\s+(an?\\s+|the\\s+)?(\\w+\\s+){0,3}" + AI + "\\b"),
            // Text posing as the service's own turns or as a note to it.
            rule(
                    FAKE_TURN,
                    "(<\\s*/?\\s*(system|assistant|instructions?)\\s*>|\\[\\s*/?\\s*(system|inst)\\s*]|"
                            + "^\\s*#{1,3}\\s*system\\b|^\\s*system\\s*:|[\"'\\[(<]\\s*system\\s*:)"),
            rule(FAKE_TURN, "\"role\"\\s*:\\s*\"(system|developer|assistant)\""),
            rule(
                    HIDDEN,
                    "\\b(note|message|instruction|p\\.\\s?s\\.)\\s+(to|for)\\s+(the\\s+)?(" + AI
                            + "|model\\s+reading\\s+this)\\b"),
            rule(HIDDEN, "\\b(always|just|simply)\\s+(answer|choose|select|pick)\\s+\\(?[A-Z]\\)?(?=\\W|$)"),
            rule(HIDDEN, "\\banswer\\s+(every|each|all)\\s+questions?\\s+with\\b"),
            rule(
                    HIDDEN,
                    "\\bregardless\\s+of\\s+(the\\s+|what\\s+|any\\s+)?(research|findings|sources|passages|search\\s+"
                            + "results)\\b"),
            // Payloads to decode and obey.
            rule(
                    ENCODED,
                    "\\b(decode|decrypt|convert|unscramble|translate)\\b" + NEAR
                            + "\\b(do\\s+what\\s+it\\s+says|follow\\s+it|obey|execute|carry\\s+(it\\s+)?out|act\\s+on\\s+it)\\b"));

    private InjectionRules() {}

    private static Rule rule(String kind, String regex) {
        return new Rule(kind, Pattern.compile(regex, FLAGS));
    }
}
