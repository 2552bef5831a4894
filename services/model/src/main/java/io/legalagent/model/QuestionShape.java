package io.legalagent.model;

import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The offline classifier. A question is simple only when it plainly asks for one definition or rule;
 * anything that looks like a fact pattern, involves several parties, asks who prevails or comes with
 * answer choices is multi_hop, as is anything in doubt.
 */
final class QuestionShape {
    private static final int SHORT_WORDS = 25;
    private static final Pattern DEFINITIONAL = Pattern.compile(
            "^\\s*(what\\s+(is|are|was|constitutes|does)\\b|define\\b|definition\\s+of\\b|"
                    + "what\\s+are\\s+the\\s+(elements|requirements)\\s+of\\b|explain\\s+(the\\s+)?(rule|doctrine)\\b)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern APPLICATION = Pattern.compile(
            "\\b(which of the following|prevail|liable|liability for|sues?|sued|convicted|guilty|charged|"
                    + "under these facts|in this case|defen[cs]es?|exceptions?|compare|versus|vs\\.?|"
                    + "interplay|interact|and how|whether)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Set<String> PARTIES = Set.of(
            "plaintiff",
            "defendant",
            "buyer",
            "seller",
            "landlord",
            "tenant",
            "owner",
            "employer",
            "employee",
            "victim",
            "prosecutor",
            "driver",
            "bank",
            "company",
            "corporation",
            "neighbor",
            "neighbour",
            "purchaser",
            "vendor",
            "lessor",
            "lessee",
            "testator",
            "guard",
            "officer",
            "police",
            "husband",
            "wife",
            "contractor");

    private QuestionShape() {}

    static QueryType classify(Question question) {
        return reason(question).type();
    }

    record Verdict(QueryType type, String reasoning) {}

    static Verdict reason(Question question) {
        String text = question.text();
        if (question.hasChoices()) {
            return multi("it has answer choices to weigh against the law");
        }
        var words = Terms.words(text);
        if (words.size() > SHORT_WORDS) {
            return multi("it is long enough to be a fact pattern");
        }
        long parties = words.stream()
                .map(w -> w.toLowerCase(Locale.ROOT))
                .filter(PARTIES::contains)
                .distinct()
                .count();
        if (parties >= 2) {
            return multi("it involves several parties");
        }
        var application = APPLICATION.matcher(text);
        if (application.find()) {
            return multi("it asks to apply or compare rules (\"" + application.group() + "\")");
        }
        if (sentences(text) > 1) {
            return multi("it spans several sentences");
        }
        if (DEFINITIONAL.matcher(text).find()) {
            return new Verdict(QueryType.SIMPLE, "it asks for a single definition or rule");
        }
        return multi("it is not plainly a request for one definition, so more research is the safer choice");
    }

    private static Verdict multi(String why) {
        return new Verdict(QueryType.MULTI_HOP, why);
    }

    private static int sentences(String text) {
        return text.strip().split("(?<=[.?!])\\s+(?=[A-Z])").length;
    }
}
