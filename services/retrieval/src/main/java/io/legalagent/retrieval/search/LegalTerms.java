package io.legalagent.retrieval.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The words of a legal text that carry its meaning, as BM25, the reranker's features and the QA
 * memory's wording check compare them: lower case, without stop words, lightly stemmed. Hand-written
 * rather than a Lucene analyzer: one regular expression and a suffix strip is all the ranking needs.
 */
public final class LegalTerms {
    private static final Pattern WORD = Pattern.compile("[a-z0-9]+");
    private static final Set<String> STOP =
            Set.of(("a an the of to in on for by with and or but is are was were be been"
                            + " being as at from that this these those it its his her their he she they him them which who whom"
                            + " what when where why how not no any all if then than so such may might can could would should"
                            + " shall will must do does did has have had into upon under over about after before between"
                            + " during without within our your you i we us me my there here also other only one two")
                    .split(" "));
    private static final String[] SUFFIXES = {"ing", "ed", "es", "s"};

    private LegalTerms() {}

    /** Lower-cased words without stop words, with a light suffix strip (-ing, -ed, -es, -s). */
    public static List<String> of(String text) {
        var out = new ArrayList<String>();
        var m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            String w = m.group();
            if (w.length() >= 2 && !STOP.contains(w)) {
                out.add(stemmed(w));
            }
        }
        return out;
    }

    private static String stemmed(String word) {
        for (String suffix : SUFFIXES) {
            if (word.length() > suffix.length() + 3 && word.endsWith(suffix)) {
                return word.substring(0, word.length() - suffix.length());
            }
        }
        return word;
    }
}
