package io.legalagent.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.CategoryLineAnnotation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * A bar chart: one bar per category and series (several series stand side by side), optionally with an
 * interval over a category's bar, e.g. a 95 % confidence interval. Each bar is drawn in a group named
 * {@code {"rowKey": series, "columnKey": category}} and each interval in {@code {"interval": category}}.
 */
public final class Bars {
    private final String id;
    private final String title;
    private final DefaultCategoryDataset data = new DefaultCategoryDataset();
    private final CategoryPlot plot = new CategoryPlot();
    private String categoryLabel = "";
    private String valueLabel = "";
    private Double lower;
    private Double upper;
    private boolean horizontal;

    private Bars(String id, String title) {
        this.id = id;
        this.title = title;
    }

    public static Bars of(String id, String title) {
        return new Bars(id, title);
    }

    public Bars axes(String categoryLabel, String valueLabel) {
        this.categoryLabel = categoryLabel;
        this.valueLabel = valueLabel;
        return this;
    }

    public Bars bar(String series, String category, double value) {
        data.addValue(value, series, category);
        return this;
    }

    /** A thin dark line from low to high over the category's bar (a chart of one series). */
    public Bars interval(String category, double low, double high) {
        plot.addAnnotation(new Interval(category, low, high));
        return this;
    }

    public Bars range(double lower, double upper) {
        this.lower = lower;
        this.upper = upper;
        return this;
    }

    public Bars horizontal() {
        horizontal = true;
        return this;
    }

    public Chart draw() {
        var categories = new CategoryAxis(categoryLabel);
        var values = new NumberAxis(valueLabel);
        plot.setDataset(data);
        plot.setDomainAxis(categories);
        plot.setRangeAxis(values);
        plot.setRenderer(renderer());
        plot.setOrientation(horizontal ? PlotOrientation.HORIZONTAL : PlotOrientation.VERTICAL);
        var chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, data.getRowCount() > 1);
        Style.apply(chart);
        if (lower != null) {
            values.setRange(lower, upper);
        }
        if (!horizontal && data.getColumnCount() > 6) {
            categories.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        }
        return Style.draw(id, title, chart);
    }

    private static BarRenderer renderer() {
        var renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setItemMargin(0.05);
        renderer.setMaximumBarWidth(0.12);
        return renderer;
    }

    /** The interval as a vertical (or, turned, horizontal) line at the category's centre. */
    private static final class Interval extends CategoryLineAnnotation {
        private final String category;

        Interval(String category, double low, double high) {
            super(category, low, category, high, Style.INK, new java.awt.BasicStroke(2f));
            this.category = category;
        }

        @Override
        public void draw(
                Graphics2D g2, CategoryPlot plot, Rectangle2D dataArea, CategoryAxis domainAxis, ValueAxis rangeAxis) {
            Groups.begin(g2, Groups.interval(category));
            super.draw(g2, plot, dataArea, domainAxis, rangeAxis);
            Groups.end(g2);
        }

        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }
}
