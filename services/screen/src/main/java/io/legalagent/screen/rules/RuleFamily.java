package io.legalagent.screen.rules;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a rule reveals. Every family rejects the question: the family is the kind of attack that the
 * rejection names, so a reviewer reading a refused question learns what gave it away. The data file
 * names a family by its {@link #id()}.
 */
enum RuleFamily {
    /** The service told to drop, replace or outrank its instructions. */
    INSTRUCTION_OVERRIDE("instruction override"),
    /** The hidden instructions, setup or settings asked for. */
    PROMPT_LEAK("prompt leak"),
    /** A mode or persona without rules. */
    JAILBREAK("jailbreak"),
    /** The service told it is something else now. */
    ROLE_HIJACK("role hijack"),
    /** Text posing as a system, developer or assistant turn. */
    FAKE_SYSTEM_TURN("fake system turn"),
    /** A note or order to the model inside the question's facts. */
    HIDDEN_INSTRUCTION("instruction to the model inside the question"),
    /** A payload to decode and obey. */
    ENCODED_PAYLOAD("instruction to decode and follow a payload"),
    /** Keys, files, settings or other users' questions asked for or sent away. */
    EXFILTRATION("exfiltration"),
    /** The multiple-choice letter fixed whatever the research finds. */
    DICTATED_LETTER("dictated answer letter"),
    /** An invented authority, a signed order, a promise to win, caveats dropped. */
    MISLEADING_ANSWER("dictated misleading answer"),
    /** Another task instead of legal research. */
    TASK_HIJACK("task hijack"),
    /** Refusing, declining or apologising forbidden. */
    REFUSAL_SUPPRESSION("refusal suppression"),
    /** A rule planted in the service's memory. */
    PLANTED_MEMORY("planted memory");

    private final String label;

    RuleFamily(String label) {
        this.label = label;
    }

    /** How the data file names the family: {@code instruction-override}. */
    String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** How a rejection names the kind of attack. */
    String label() {
        return label;
    }

    static RuleFamily ofId(String id) {
        return Arrays.stream(values())
                .filter(family -> family.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown family \"" + id + "\"; one of "
                        + Arrays.stream(values()).map(RuleFamily::id).collect(Collectors.joining(", "))));
    }
}
