package io.legalagent.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Content words of a text for the offline skills: lower-cased, without common function words and
 * question scaffolding, reduced by a small suffix rule so that "contracts", "contracting" and
 * "contracted" meet. Crude but deterministic, which is what the offline mode promises.
 */
final class Terms {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+(?:['’][\\p{L}]+)?");
    /** Function words, question scaffolding and bar-exam boilerplate ("plaintiff", "prevail"): evidence of nothing. */
    private static final Set<String> STOPWORDS =
            Set.of(("a about above after again against all also am an and any are as at be because been "
                            + "before being between both but by can could did do does doing done during each either "
                            + "following for from further had has have having he her here hers him his how if in into "
                            + "is it its itself just may might more most much must neither no nor not of on once one "
                            + "only or other our out over own same shall she should so some such than that the their "
                            + "them then there these they this those through to too under until up upon very was we "
                            + "were what when where whether which while who whom why will with would yes you your "
                            + "query source step answer question likely best correct statement true false prevail "
                            + "plaintiff defendant action claim sue sues sued suit ")
                    .strip()
                    .split(" "));

    private Terms() {}

    /** Distinct content terms in order of first appearance. */
    static Set<String> of(String text) {
        var terms = new LinkedHashSet<String>();
        for (var word : words(text)) {
            String term = term(word);
            if (term != null) {
                terms.add(term);
            }
        }
        return terms;
    }

    /** The words of a text as written, lower-cased, possessives dropped. */
    static List<String> words(String text) {
        var words = new ArrayList<String>();
        if (text == null) {
            return words;
        }
        var matcher = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            words.add(matcher.group().replaceAll("['’]s$", ""));
        }
        return words;
    }

    /** The comparable form of one word, or null when it carries no content. */
    static String term(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.length() < 3 || STOPWORDS.contains(lower) || lower.chars().allMatch(Character::isDigit)) {
            return null;
        }
        return stem(lower);
    }

    /** Strips one inflection, then a final "e", so "cause", "causes" and "caused" agree. */
    private static String stem(String word) {
        String stem = word;
        if (stem.endsWith("ies") && stem.length() > 5) {
            stem = stem.substring(0, stem.length() - 3) + "y";
        } else {
            for (String suffix : new String[] {"ing", "ed", "s"}) {
                boolean keepS =
                        suffix.equals("s") && (stem.endsWith("ss") || stem.endsWith("us") || stem.endsWith("is"));
                if (stem.endsWith(suffix) && stem.length() - suffix.length() >= 4 && !keepS) {
                    stem = stem.substring(0, stem.length() - suffix.length());
                    break;
                }
            }
        }
        return stem.endsWith("e") && stem.length() >= 5 ? stem.substring(0, stem.length() - 1) : stem;
    }
}
