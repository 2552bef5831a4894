package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArgsTest {
    private static final Map<String, String> NAMES =
            Map.of("-c", "--choice", "--choice", "--choice", "--json", "--json");

    @Test
    void readsValuesFlagsAndWords() throws UsageException {
        var args = Args.parse(
                List.of("-c", "A=x", "--choice=B=y=z", "--json", "what", "--", "-c"), NAMES, Set.of("--json"));

        assertThat(args.values("--choice")).containsExactly("A=x", "B=y=z");
        assertThat(args.flag("--json")).isTrue();
        assertThat(args.positionals()).containsExactly("what", "-c");
    }

    @Test
    void refusesWhatItDoesNotKnow() {
        assertThatThrownBy(() -> Args.parse(List.of("--jsn"), NAMES, Set.of("--json")))
                .hasMessage("unknown option --jsn");
        assertThatThrownBy(() -> Args.parse(List.of("-c"), NAMES, Set.of())).hasMessage("-c needs a value");
        assertThatThrownBy(() -> Args.parse(List.of("--json=yes"), NAMES, Set.of("--json")))
                .hasMessage("--json takes no value");
    }

    @Test
    void askJoinsUnquotedWordsAndKeepsTheChoiceOrder() throws UsageException {
        var parsed = Main.commandLine()
                .parseArgs("ask", "What", "is", "battery?", "-c", "B=Two", "-c", "A=One", "--timeout", "1.5");
        QuestionCommands.Ask ask =
                parsed.subcommand().commandSpec().commandLine().getCommand();

        assertThat(String.join(" ", ask.words)).isEqualTo("What is battery?");
        assertThat(AskOptions.choices(ask.choices).keySet()).containsExactly("B", "A");
        assertThat(ask.timeout).isEqualTo(1.5);
        assertThat(ask.json).isFalse();
    }

    @Test
    void topicsKeepDeadLettersAndAnswersLongestAndProgressShortest() {
        assertThat(TopicsCommand.retentionOf("agent.executor.DLT")).isEqualTo(Duration.ofDays(30));
        assertThat(TopicsCommand.retentionOf("legal.answers")).isEqualTo(Duration.ofDays(30));
        assertThat(TopicsCommand.retentionOf("legal.progress")).isEqualTo(Duration.ofDays(1));
        assertThat(TopicsCommand.retentionOf("agent.executor")).isEqualTo(Duration.ofDays(7));
    }
}
