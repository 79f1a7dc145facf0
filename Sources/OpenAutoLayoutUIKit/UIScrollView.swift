import Foundation
import OpenAutoLayout

/// A view that shows part of a larger content area: UIKit's `UIScrollView`, the model's
/// `ScrollView`, with `contentLayoutGuide`, `frameLayoutGuide`, `contentOffset`,
/// `contentSize`, `contentInset`, `adjustedContentInset` and
/// `UIScrollView.ContentInsetAdjustmentBehavior` under UIKit's names.
///
/// There is deliberately no `UITableView`: the model's `ListView` lays out self-sizing rows as
/// a table does (`rowHeight`, `estimatedRowHeight`, `ListView/automaticDimension`), but its
/// data source has no sections, index paths or cell reuse, so UIKit's table code would not
/// compile against it unchanged.
public typealias UIScrollView = ScrollView
