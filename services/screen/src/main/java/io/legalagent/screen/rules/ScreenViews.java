package io.legalagent.screen.rules;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The readings of one input that the offline screen checks: the text as written, and the text with
 * each disguise undone that an attacker uses to slip an instruction past a pattern: look-alike
 * letters (full-width forms, Cyrillic and Greek letters that look Latin, invisible characters),
 * leetspeak digits, letters spaced apart, and base64 or hex payloads decoded. A reading that equals
 * an earlier one is left out. Legal text barely changes under these readings, which is why the same
 * patterns can run on all of them.
 */
final class ScreenViews {
    /** One reading: where it was found, as said in a reason ("" for the text as written), and its text. */
    record View(String where, String text) {}

    /** Cyrillic and Greek letters that render like Latin ones, mapped to those. */
    private static final Map<Character, Character> LOOK_ALIKES =
            lookAlikes("аa еe оo рp сc уy хx іi јj ѕs кk мm нh тt вb ӏl"
                    + " АA ЕE ОO РP СC УY ХX ІI ЈJ ЅS КK МM НH ТT ВB"
                    + " αa εe οo ρp υu νv κk ιi τt χx ΑA ΒB ΕE ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ΖZ");

    private static final Pattern LEET_WORD = Pattern.compile("[\\p{L}\\d@$|!]+");
    private static final Pattern DIGIT_IN_WORD = Pattern.compile("\\p{L}[\\d@$|!]|[\\d@$|!]\\p{L}");
    /** Six or more single characters in a row, one space apart: "i g n o r e". */
    private static final Pattern SPACED = Pattern.compile("(?<!\\S)(?:\\S ){5,}\\S(?!\\S)");
    /** A single space between two one-character words. */
    private static final Pattern SPACE_IN_WORD = Pattern.compile("(?<=(?:^|\\s)\\S) (?=\\S(?:\\s|$))");
    /** A run that can only be base64: long, from its alphabet, with at least one digit or case change. */
    private static final Pattern BASE64 =
            Pattern.compile("(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])");

    private static final Pattern HEX = Pattern.compile("(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){8,}(?![0-9A-Fa-f])");

    private ScreenViews() {}

    static List<View> of(String text) {
        var views = new LinkedHashMap<String, View>();
        add(views, new View("", text));
        var plain = unicode(text);
        add(views, new View(" after undoing look-alike and invisible characters", plain));
        add(views, new View(" after joining letters spaced apart", joinSpaced(plain)));
        for (boolean oneIsL : new boolean[] {false, true}) {
            add(views, new View(" after reading leetspeak digits as letters", leet(plain, oneIsL)));
        }
        for (var payload : decodedPayloads(plain)) {
            add(views, new View(" in a decoded base64 or hex payload", unicode(payload)));
        }
        return List.copyOf(views.values());
    }

    private static void add(Map<String, View> views, View view) {
        views.putIfAbsent(view.text(), view);
    }

    /** Full-width and other compatibility forms folded, invisible format characters removed, look-alikes mapped. */
    static String unicode(String text) {
        var folded = Normalizer.normalize(text, Normalizer.Form.NFKC);
        var out = new StringBuilder(folded.length());
        folded.codePoints().forEach(cp -> {
            if (Character.getType(cp) == Character.FORMAT) {
                return; // zero-width spaces and joiners, soft hyphens, byte-order marks
            }
            if (cp < Character.MIN_SUPPLEMENTARY_CODE_POINT && LOOK_ALIKES.containsKey((char) cp)) {
                out.append(LOOK_ALIKES.get((char) cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    /**
     * Digits and symbols read as letters, in words that mix them with letters ("1gn0r3"). When several
     * words of the text do, every number is read that way too ("45" for "as"). {@code 1} reads as i or,
     * in the second reading, l.
     */
    static String leet(String text, boolean oneIsL) {
        var words = LEET_WORD.matcher(text);
        int mixed = 0;
        while (words.find()) {
            if (DIGIT_IN_WORD.matcher(words.group()).find()) {
                mixed++;
            }
        }
        boolean everyWord = mixed >= 3;
        return LEET_WORD.matcher(text).replaceAll(m -> {
            var word = m.group();
            if (!everyWord && !DIGIT_IN_WORD.matcher(word).find()) {
                return Matcher.quoteReplacement(word);
            }
            var out = new StringBuilder(word.length());
            for (char c : word.toCharArray()) {
                out.append(
                        switch (c) {
                            case '0' -> 'o';
                            case '1', '|', '!' -> oneIsL ? 'l' : 'i';
                            case '3' -> 'e';
                            case '4', '@' -> 'a';
                            case '5', '$' -> 's';
                            case '7' -> 't';
                            case '8' -> 'b';
                            case '9' -> 'g';
                            default -> c;
                        });
            }
            return Matcher.quoteReplacement(out.toString());
        });
    }

    /**
     * "i g n o r e   y o u r" → "ignore your": in a text written that way, single spaces between
     * one-character words go and longer gaps become one space.
     */
    static String joinSpaced(String text) {
        if (!SPACED.matcher(text).find()) {
            return text;
        }
        return SPACE_IN_WORD.matcher(text).replaceAll("").replaceAll(" {2,}", " ");
    }

    /** The readable text hidden in base64 or hex runs of the input, if any. */
    static List<String> decodedPayloads(String text) {
        var payloads = new ArrayList<String>();
        var hex = HEX.matcher(text);
        while (hex.find()) {
            printable(HexFormat.of().parseHex(hex.group())).ifPresent(payloads::add);
        }
        var base64 = BASE64.matcher(text);
        while (base64.find()) {
            var run = base64.group();
            if (run.length() % 4 != 0 || run.chars().noneMatch(Character::isDigit) && run.equals(run.toLowerCase())) {
                continue; // not padded to a whole number of quanta, or just a long lower-case word
            }
            try {
                printable(Base64.getDecoder().decode(run)).ifPresent(payloads::add);
            } catch (IllegalArgumentException e) {
                // not base64 after all
            }
        }
        return payloads;
    }

    /** Bytes that decode as UTF-8 text of mostly letters and spaces: a hidden sentence, not random data. */
    private static Optional<String> printable(byte[] bytes) {
        var decoder = StandardCharsets.UTF_8.newDecoder();
        String decoded;
        try {
            decoded = decoder.decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
        long letters =
                decoded.chars().filter(c -> Character.isLetter(c) || c == ' ').count();
        return letters >= 0.8 * decoded.length() && decoded.contains(" ") ? Optional.of(decoded) : Optional.empty();
    }

    private static Map<Character, Character> lookAlikes(String pairs) {
        var map = new HashMap<Character, Character>();
        for (var pair : pairs.split(" ")) {
            map.put(pair.charAt(0), pair.charAt(1));
        }
        return Map.copyOf(map);
    }
}
