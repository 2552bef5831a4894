package io.legalagent.cli;

import io.legalagent.retrieval.train.TrainRerankerCommand;
import picocli.CommandLine.Command;

/** {@code train KIND}: models the project learns from data and keeps in the repository. */
@Command(
        name = "train",
        mixinStandardHelpOptions = true,
        description = "Trains a model the services load; train KIND --help for the options of one kind.",
        subcommands = {TrainRerankerCommand.class})
final class TrainCommands {}
