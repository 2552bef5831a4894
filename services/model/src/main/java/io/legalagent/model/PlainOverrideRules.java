package io.legalagent.model;

import static io.legalagent.model.IntentRules.ASK;
import static io.legalagent.model.IntentRules.rule;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;

/**
 * The service's rules set aside in plain words, whatever the pretext: stopped, erased or switched
 * off, declared waived or no longer binding, pretended away, outranked by the user's own text;
 * refusing forbidden; and a rule planted in the service's memory. Each pattern needs the service's rules ("your", "the assistant's") or an order
 * to it, because a legal question may say that a judge disregarded prior instructions or that a
 * club's rules do not apply to guests.
 */
final class PlainOverrideRules {
    static final String REFUSAL_SUPPRESSION = "refusal suppression";
    static final String PLANTED_MEMORY = "planted memory";

    private static final String RULE_WORDS = "(?:rules|guidance|directives|instructions|policies|policy|guidelines"
            + "|configuration|restrictions|screening|filters?|safeguards|guardrails|setup|programming|constraints"
            + "|limits)";

    private static final String SERVICE_S = "(?:your|the\\s+(?:model|assistant|ai|service|bot|tool)'s)";

    static final List<Rule> ALL = List.of(
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:stop\\s+(?:following|applying|obeying|using)|drop|erase|wipe|switch\\s+off|turn\\s+off"
                            + "|shed|abandon|ignore|disregard|set\\s+aside|forget|override|bypass|suspend|discard"
                            + "|delete)\\s+(?:all\\s+)?(?:of\\s+)?"
                            + SERVICE_S
                            + "\\s+(?:\\w+\\s+){0,2}"
                            + RULE_WORDS
                            + "\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b" + SERVICE_S + "\\s+(?:\\w+\\s+){0,2}(?:rules|guidelines|policies|policy|restrictions"
                            + "|instructions|safeguards|filters)\\s+(?:are|is)\\s+(?:now\\s+)?(?:waived|suspended"
                            + "|lifted|void|off|disabled|revoked|cancell?ed|no\\s+longer\\s+(?:apply|applies|binding"
                            + "|valid|in\\s+effect))\\b"
                            + "|\\byour\\s+(?:\\w+\\s+){0,2}(?:rules|guidelines|policies|restrictions"
                            + "|instructions)\\s+(?:no\\s+longer|don'?t|do\\s+not)\\s+(?:apply|bind|matter)\\b"
                            + "|\\b(?:guidelines|rules|policies|restrictions|instructions)\\s+no\\s+longer\\s+bind"
                            + "\\s+you\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\bpretend\\s+(?:that\\s+)?(?:there\\s+(?:is|are)|you\\s+have)\\s+no\\s+(?:system\\s+prompt"
                            + "|rules|restrictions|instructions|guidelines|filters|limits)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\btreat\\s+(?:my|the\\s+user'?s?|user|this)\\s+(?:\\w+\\s+)?(?:instructions|text|messages?"
                            + "|words|commands?|input)\\s+as\\s+(?:higher|operator|system|developer|admin\\w*|top"
                            + "|overriding)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:do|follow|obey|execute|accept)\\s+(?:whatever|anything|any\\s+commands?|every\\s+command"
                            + "|everything)\\s+(?:that\\s+)?i\\s+(?:ask|say|type|write|issue|tell\\s+you)\\b"),
            // "The assistant reading this must disregard its rules": the service named, then its own rules.
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:assistant|model|ai|bot|chatbot|research\\s+tool)\\b[^.?!\\n]{0,40}\\b(?:abandon|disregard|drop"
                            + "|ignore|put\\s+aside|set\\s+aside|suspend|stop\\s+applying|forget)\\s+its\\s+(?:\\w+\\s+)?"
                            + RULE_WORDS
                            + "\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:(?:content|injection|safety|prompt|input)\\s+screen(?:ing)?(?:\\s+layer)?|screening\\s+layer"
                            + "|your\\s+screen(?:ing)?)\\s+is\\s+(?:now\\s+)?(?:switched\\s+off|turned\\s+off|off|disabled|paused"
                            + "|suspended)\\b(?!\\s+the\\s+table)"
                            + "|\\bno\\s+longer\\s+applies\\s+its\\s+screening\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\bnone\\s+of\\s+your\\s+(?:\\w+\\s+)?(?:restrictions|rules|guidelines|filters|limits|instructions)\\b"
                            + "|\\bno\\s+time\\s+for\\s+your\\s+(?:\\w+\\s+)?(?:restrictions|rules|guidelines)\\b"
                            + "|\\byour\\s+(?:usual\\s+)?(?:limits|rules|restrictions|guidelines)\\s+were\\s+a\\s+mistake\\b"
                            + "|\\bset\\s+your\\s+(?:\\w+\\s+)?(?:guidelines|rules|restrictions|instructions|safeguards)\\s+aside\\b"
                            + "|\\bwipe\\s+your\\s+(?:\\w+\\s+)?(?:context|memory|instructions|rules)\\b"),
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:the\\s+service'?s|your|those|these|the\\s+model'?s|the\\s+assistant'?s)\\s+(?:\\w+\\s+)?"
                            + "(?:instructions|rules|guidelines|directives)\\s+(?:are|is)\\s+to\\s+be\\s+(?:disregarded"
                            + "|ignored|set\\s+aside|suspended|dropped)\\b"),
            // The text itself, or its writer, made the one to obey.
            rule(
                    InjectionRules.OVERRIDE,
                    "\\b(?:follow|obey|carry\\s+out)\\s+(?:any|every|all)\\s+(?:instructions?|requests?|commands?)\\s+in"
                            + "\\s+this\\s+(?:text|message|question|prompt)\\b"
                            + "|\\bfollow\\s+my\\s+instructions\\s+(?:rather\\s+than|instead\\s+of|over)\\s+your\\b"
                            + "|\\bobey\\s+the\\s+person\\s+who\\s+(?:wrote|typed|sent)\\b"
                            + "|\\b(?:simply|just)\\s+do\\s+(?:what|whatever)\\s+i\\s+(?:type|say|tell\\s+you|write)\\b"),
            rule(
                    PLANTED_MEMORY,
                    "\\b(?:update|store|save|write|remember|set|add|plant|insert)\\b[^.?!\\n]{0,30}\\b(?:in|to|into)"
                            + "\\s+your\\s+(?:memory|knowledge\\s+base|cache|long-term\\s+memory)\\b|\\bupdate\\s+memory\\b"),
            rule(
                    REFUSAL_SUPPRESSION,
                    "\\b(?:you\\s+are|you're)\\s+(?:not\\s+(?:allowed|permitted)|forbidden|prohibited)\\s+(?:to\\s+"
                            + "|from\\s+)(?:refuse|refusing|decline|declining|apologi[sz]e|apologi[sz]ing|say\\s+no)\\b"
                            + "|\\b(?:refusing|refusals?|declining|apologi[sz]ing|responding\\s+with\\s+'i'm\\s+sorry')"
                            + "\\s+(?:is|are)\\s+(?:prohibited|forbidden|not\\s+allowed|not\\s+permitted|banned)\\b"),
            // An order not to refuse; "if I don't refuse the delivery" is no order, as ASK needs a clause's start.
            rule(
                    REFUSAL_SUPPRESSION,
                    ASK + "(?:do\\s+not|don't|never)\\s+(?:tell\\s+me\\s+(?:that\\s+)?you\\s+(?:can'?t|cannot)"
                            + "|refuse|decline|apologi[sz]e)\\b"));

    private PlainOverrideRules() {}
}
