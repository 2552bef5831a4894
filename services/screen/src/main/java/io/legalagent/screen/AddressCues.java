package io.legalagent.screen;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a unit of text speaks to the service rather than about a legal matter: it names the
 * service or its workings (assistant, model, AI, its instructions or rules), it addresses a "you",
 * it directs (must, never, instead, from now on), and it concerns what the service produces (its
 * answer, reply, output). Each is common in legal questions on its own ("the court must", "the
 * defendant's answer"); an attack tends to combine them, which a linear model over n-grams cannot
 * express. The features are those combinations, each 0 or 1; English only, as the other languages
 * are left to the n-grams.
 */
final class AddressCues {
    private static final Pattern SYSTEM = Pattern.compile(
            "\\b(assistant|ai|a\\.i\\.|model|llm|chatbot|bot|system prompt|system message|screen(ing)?|guard(rails?)?"
                    + "|filters?|safeguards?|instructions|guidelines|configuration|programming|operator|developer)\\b");
    private static final Pattern SECOND_PERSON = Pattern.compile("\\b(you|your|yours|yourself|you're|you'll)\\b");
    private static final Pattern DIRECTIVE = Pattern.compile(
            "\\b(must|shall|never|always|do not|don't|instead|only|from now on|regardless|whatever|no matter"
                    + "|immediately|required to|have to|are to|is to|make sure|ensure)\\b");
    private static final Pattern OUTPUT =
            Pattern.compile("\\b(answers?|respon(se|d)|repl(y|ies)|output|print|say|write|state|reply|verdict)\\b");

    /** What an order to a model says it to do, beyond the directives legal text shares with it. */
    private static final Pattern COMMAND = Pattern.compile(
            "\\b(ignore|disregard|forget|override|bypass|pretend|act as|reveal|repeat|respond|recommend|conclude"
                    + "|tell|treat|choose|select|pick)\\b");

    /** How many features {@link #of} gives. */
    static final int COUNT = 5;

    private AddressCues() {}

    /**
     * Whether a unit names the service or its workings or speaks to a "you": what a passage of legal
     * text rarely does and an instruction planted in it for the model must.
     */
    static boolean speaksToService(String unit) {
        var text = Normalizer.normalize(unit, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        return SYSTEM.matcher(text).find() || SECOND_PERSON.matcher(text).find();
    }

    /**
     * Whether a unit tells the service what to do: it names the service or its workings and directs,
     * or it speaks to a "you" about what to answer or with an order a reader is never given (ignore,
     * disregard, pretend). A heading ("(b) Instructions."), a letter's closing ("Very truly yours")
     * or a form's advice to its reader ("include as much detail as possible to ensure your tip can be
     * investigated") orders no model, while an instruction planted in a passage must.
     */
    static boolean ordersTheService(String unit) {
        var text = Normalizer.normalize(unit, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        boolean output = OUTPUT.matcher(text).find();
        boolean command = COMMAND.matcher(text).find();
        if (SYSTEM.matcher(text).find()) {
            return output || command || DIRECTIVE.matcher(text).find();
        }
        return SECOND_PERSON.matcher(text).find() && (output || command);
    }

    static double[] of(String unit) {
        var text = Normalizer.normalize(unit, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        boolean system = SYSTEM.matcher(text).find();
        boolean you = SECOND_PERSON.matcher(text).find();
        boolean directive = DIRECTIVE.matcher(text).find();
        boolean output = OUTPUT.matcher(text).find();
        return new double[] {
            flag(system && you),
            flag(you && directive),
            flag(system && directive),
            flag(you && directive && output),
            flag(system && you && directive),
        };
    }

    private static double flag(boolean on) {
        return on ? 1 : 0;
    }
}
