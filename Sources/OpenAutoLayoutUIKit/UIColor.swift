import OpenAutoLayout

/// UIKit's `UIColor`: the model's ``Color``, sRGB components with opacity.
public typealias UIColor = Color
