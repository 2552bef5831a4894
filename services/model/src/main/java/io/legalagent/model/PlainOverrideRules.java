package io.legalagent.model;

import static io.legalagent.model.IntentRules.ASK;
import static io.legalagent.model.IntentRules.rule;

import io.legalagent.model.InjectionRules.Rule;
import java.util.List;

/**
 * The service's rules set aside in plain words, whatever the pretext: stopped, erased or switched
 * off, declared waived or no longer binding, pretended away, outranked by the user's own text; and
 * refusing forbidden. Each pattern needs the service's rules ("your", "the assistant's") or an order
 * to it, because a legal question may say that a judge disregarded prior instructions or that a
 * club's rules do not apply to guests.
 */
final class PlainOverrideRules {
    static final String REFUSAL_SUPPRESSION = "refusal suppression";

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
