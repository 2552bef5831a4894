package io.legalagent.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CrosshairState;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.PlotRenderingInfo;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRendererState;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYItemKey;

/**
 * JFreeChart's line renderer (straight or stepped), naming each point's mark
 * {@code {"seriesKey": s, "itemIndex": i}} and each marker {@code {"marker": label}} so that the drawn
 * SVG can be read back. Only the pass that draws the points' shapes is named: its mark is centred on
 * the point, where a line segment's is not.
 */
final class GroupedLines extends XYStepRenderer {
    private static final int SHAPE_PASS = 1;
    private final boolean stepped;

    GroupedLines(boolean stepped) {
        this.stepped = stepped;
    }

    @Override
    public void drawItem(
            Graphics2D g2,
            XYItemRendererState state,
            Rectangle2D dataArea,
            PlotRenderingInfo info,
            XYPlot plot,
            ValueAxis domainAxis,
            ValueAxis rangeAxis,
            XYDataset dataset,
            int series,
            int item,
            CrosshairState crosshairState,
            int pass) {
        if (pass != SHAPE_PASS) {
            drawLine(
                    g2,
                    state,
                    dataArea,
                    info,
                    plot,
                    domainAxis,
                    rangeAxis,
                    dataset,
                    series,
                    item,
                    crosshairState,
                    pass);
            return;
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        var key = new XYItemKey(dataset.getSeriesKey(series), item);
        Groups.begin(g2, key.toJSONString());
        drawSecondaryPass(g2, plot, dataset, pass, series, item, domainAxis, dataArea, rangeAxis, crosshairState, null);
        Groups.end(g2);
    }

    private void drawLine(
            Graphics2D g2,
            XYItemRendererState state,
            Rectangle2D dataArea,
            PlotRenderingInfo info,
            XYPlot plot,
            ValueAxis domainAxis,
            ValueAxis rangeAxis,
            XYDataset dataset,
            int series,
            int item,
            CrosshairState crosshairState,
            int pass) {
        if (stepped) {
            super.drawItem(
                    g2,
                    state,
                    dataArea,
                    info,
                    plot,
                    domainAxis,
                    rangeAxis,
                    dataset,
                    series,
                    item,
                    crosshairState,
                    pass);
        } else if (getItemLineVisible(series, item)) {
            drawPrimaryLine(state, g2, plot, dataset, pass, series, item, domainAxis, rangeAxis, dataArea);
        }
    }

    @Override
    public void drawDomainMarker(
            Graphics2D g2, XYPlot plot, ValueAxis domainAxis, Marker marker, Rectangle2D dataArea) {
        var label = marker.getLabel() == null ? String.valueOf(((ValueMarker) marker).getValue()) : marker.getLabel();
        Groups.begin(g2, Groups.marker(label));
        super.drawDomainMarker(g2, plot, domainAxis, marker, dataArea);
        Groups.end(g2);
    }
}
